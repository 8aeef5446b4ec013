/**
 * Design tokens (navy for trust, amber for calls to action; every pair contrast-checked in theme.test.ts). The only place colours, type, spacing and motion are defined.
 *
 * Server components cannot read a styled-components ThemeProvider (React context does not exist
 * in RSC), so components import `theme` directly; it is the same typed object everywhere.
 * Contrast of every text/background pair used is checked in lib/theme.test.ts.
 */
export const theme = {
  colors: {
    navy: '#0b2545',
    navyDark: '#071a33',
    navySoft: '#13315c',
    accent: '#f5a524',
    accentHover: '#e0901a',
    onAccent: '#0b2545',
    text: '#1e293b',
    textMuted: '#475569',
    /** Lighter than muted text, so an example in a field does not read as a typed value (still AA). */
    placeholder: '#56657c',
    /** A light navy tint behind navy text: the team's monograms until there are photos (blind review 38). */
    navyTint: '#e2e9f3',
    textOnDark: '#ffffff',
    textOnDarkMuted: '#cbd5e1',
    background: '#ffffff',
    surface: '#f1f5f9',
    border: '#64748b',
    borderSubtle: '#e2e8f0',
    error: '#b91c1c',
    /** Behind an invalid field and the error summary: errors and typed text keep AA on it. */
    errorSurface: '#fef2f2',
    success: '#15803d',
    /** The live dot on navy (a mark, not text: 3:1 against navy, checked in theme.test.ts). */
    liveDot: '#f87171',
    focus: '#1d4ed8',
    /** The focus ring on the footer's navy, where the blue one is 2.6:1 (3:1 checked in theme.test.ts). */
    focusOnDark: '#f5a524',
    /**
     * The rating stars on white cards: a graphic read out as '5 de 5 estrellas', so 3:1 (WCAG 1.4.11) in the
     * accent's hue; a darker #b45309 read as brown beside the amber buttons (blind reviews 31 and 32).
     */
    star: '#d97706',
  },
  fonts: {
    body: '"Inter", "Inter Fallback", "Inter Fallback Roboto", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  /** Modular scale 1.25 from a 16 px body. */
  fontSizes: {
    /** Small print: a figure's source. */
    xs: '0.8125rem',
    sm: '0.875rem',
    base: '1rem',
    /** A question over its answer at the body's size (the FAQ's): a step above it, off the scale. */
    question: '1.0625rem',
    md: '1.25rem',
    lg: '1.5625rem',
    xl: '1.953rem',
    xxl: '2.441rem',
    display: '3.052rem',
  },
  lineHeights: { body: 1.5, heading: 1.2 },
  /** 4 px base. */
  space: (n: number): string => `${n * 4}px`,
  radii: { sm: '8px', md: '12px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 3px rgba(11, 37, 69, 0.08), 0 8px 24px rgba(11, 37, 69, 0.06)',
    header: '0 2px 12px rgba(11, 37, 69, 0.12)',
  },
  maxWidth: '1120px',
  headerHeight: '64px',
  /** Mobile-first breakpoints, used as `@media ${theme.media.md}`. */
  media: {
    /** Most phones: 360 px and up. */
    xs: '(min-width: 360px)',
    sm: '(min-width: 480px)',
    md: '(min-width: 768px)',
    lg: '(min-width: 1024px)',
  },
  motion: { fast: '150ms', base: '200ms' },
} as const;

export type Theme = typeof theme;
