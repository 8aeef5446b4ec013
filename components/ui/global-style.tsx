import { createGlobalStyle } from 'styled-components';
import { SEASON_INSTANTS } from '@/lib/build-season';
import { PHASE_CSS, seasonCss } from '@/lib/page-phase';
import { theme } from '@/lib/theme';
import { fallbackFontFaces } from '@/lib/web-font';

/** The fallback of the site's font, sized to Inter (lib/web-font.ts). */
const FONT_FACES = fallbackFontFaces();

export const GlobalStyle = createGlobalStyle`
  ${FONT_FACES}
  /* Only the variants of the page's jornada and phase show (lib/page-phase.ts). */
  ${PHASE_CSS}
  ${seasonCss(SEASON_INSTANTS)}
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    /* Anchored sections stop below the fixed header. */
    scroll-padding-top: calc(${theme.headerHeight} + ${theme.space(2)});
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.base};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  /*
   * Section and page titles balanced: none ends on a lone word ('Resultados de la Primera /
   * Jornada'). Card titles only kept from a lone last word: balanced, a title that fit on one line
   * of a wide card broke in two halves (a nuevavida benefit's title: blind review 8).
   */
  h1, h2, h3, h4 { line-height: ${theme.lineHeights.heading}; margin: 0; color: ${theme.colors.navy}; text-wrap: balance; }
  h3, h4 { text-wrap: pretty; }
  /* No word alone on a paragraph's last line (blind review 14). */
  p { margin: 0; text-wrap: pretty; }
  img, svg, video, iframe { display: block; max-width: 100%; }
  img { height: auto; }
  a { color: var(--link-color, ${theme.colors.navy}); }
  button, input, select, textarea { font: inherit; }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { transition-duration: 0.01ms !important; animation-duration: 0.01ms !important; }
  }
`;
