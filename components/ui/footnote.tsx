import styled, { css } from 'styled-components';
import { EXAMPLE_TAG } from '@/content/site';
import { theme } from '@/lib/theme';

/** The attribute that marks a note about example data (EXAMPLE_TAG): `<Footnote {...EXAMPLE_NOTE}>`. */
export const EXAMPLE_NOTE = { 'data-example': '' } as const;

/**
 * The tag a note about example data starts with, outlined in the note's own colour (so it holds on white
 * and on navy): filled amber, the colour of the buttons, read as something to tap (blind reviews 41 and 42).
 * Its rules wait in the deferred sheet with the notes.
 */
export const exampleTag = css`
  &[data-example]::before {
    content: '${EXAMPLE_TAG}';
    display: inline-block;
    margin-right: ${theme.space(2)};
    padding: 0 ${theme.space(2)};
    border: 1px solid currentColor;
    border-radius: ${theme.radii.pill};
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

/** A small centred note under a section's content (e.g. that its cases or profiles are examples). */
export const Footnote = styled.p<{ $onDark?: boolean }>`
  margin-top: ${theme.space(3)};
  @media ${theme.media.md} {
    margin-top: ${theme.space(4)};
  }
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  color: ${({ $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
  ${exampleTag}
`;
