import styled from 'styled-components';
import { theme } from '@/lib/theme';

/**
 * The page's side padding, at every width. 16 px, not 20: on a 390 px phone every line 8 px longer,
 * which spares a line here and there (/ about 100 px shorter: issue '/ in about 6 screens'); wide
 * screens only gain 8 px inside the 1120 px.
 */
const GUTTER = theme.space(4);

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${GUTTER};
`;
