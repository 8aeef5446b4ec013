import styled from 'styled-components';
import { theme } from '@/lib/theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space(5)};
`;
