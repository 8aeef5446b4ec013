import styled from 'styled-components';
import { theme } from '@/lib/theme';

/** The page's side padding, at every width (a row that bleeds to the screen's edge undoes it). */
export const CONTAINER_GUTTER = theme.space(5);

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${CONTAINER_GUTTER};
`;
