import { createGlobalStyle } from 'styled-components';
import { SEASON_INSTANTS } from '@/lib/build-season';
import { PHASE_CSS, seasonCss } from '@/lib/page-phase';
import { theme } from '@/lib/theme';

/**
 * The fallback of the site's font (lib/web-font.ts says when Inter itself is used): Arial sized to
 * Inter's metrics (the values next/font computes for Inter), so both take the same room. Where
 * Arial is missing (Android, Linux) the next family of the theme's stack shows.
 */
const FONT_FACES = `
  @font-face {
    font-family: 'Inter Fallback';
    src: local('Arial');
    ascent-override: 89.79%;
    descent-override: 22.36%;
    line-gap-override: 0%;
    size-adjust: 107.89%;
  }
`;

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
  h1, h2, h3, h4 { line-height: ${theme.lineHeights.heading}; margin: 0; color: ${theme.colors.navy}; }
  p { margin: 0; }
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
