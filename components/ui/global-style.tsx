import { createGlobalStyle } from 'styled-components';
import { PHASE_CSS } from '@/lib/page-phase';
import { theme } from '@/lib/theme';

/**
 * Inter, self-hosted: a Spanish subset of @fontsource-variable/inter, weights 400–800, that
 * scripts/subset-font.mjs writes to public/ before the build (28 KB instead of 47 KB). No request
 * to Google Fonts at build or run time.
 * - Declared here, in the page's own <style>, and not preloaded: a stylesheet link or a font
 *   preload is one more request before the headline can paint (README "Benchmark").
 * - `optional`: when the font is not there for the first paint (a first visit on a slow network),
 *   the visitor keeps the fallback instead of seeing the text reflow when Inter arrives; later
 *   pages and visits have it cached. The fallback is Arial sized to Inter's metrics (the values
 *   next/font computes for Inter), so both take the same room.
 */
const FONT_FACES = `
  @font-face {
    font-family: 'Inter';
    src: url('/fonts/inter-es-wght.woff2') format('woff2');
    font-weight: 400 800;
    font-style: normal;
    font-display: optional;
  }
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
  /* Only the variants of the page's phase show (lib/page-phase.ts). */
  ${PHASE_CSS}
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
