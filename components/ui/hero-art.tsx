import styled from 'styled-components';
import { theme } from '@/lib/theme';

/**
 * Decoration behind a page's opening section: a rising sun and a path that climbs out of a dip
 * (the way out of debt), drawn as an inline SVG of a few hundred bytes, so nothing is downloaded
 * and the largest contentful paint stays the title. Place it first inside a PageHero.
 */
const Art = styled.svg`
  position: absolute;
  z-index: -1;
  top: calc(${theme.headerHeight} - ${theme.space(4)});
  right: -120px;
  width: 340px;
  height: auto;
  pointer-events: none;
  /* On a phone the art sits behind the title: only the sun, no lines across the text. */
  [data-wide-only] {
    display: none;
  }
  @media ${theme.media.lg} {
    [data-wide-only] {
      display: inline;
    }
    top: ${theme.space(10)};
    right: max(-80px, calc((100vw - ${theme.maxWidth}) / 2 - 220px));
    width: 640px;
  }
`;

export function HeroArt() {
  const navy = theme.colors.navy;
  const accent = theme.colors.accent;
  return (
    <Art viewBox="0 0 600 600" aria-hidden="true">
      <defs>
        <radialGradient id="hero-art-sun" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor={accent} stopOpacity="0.55" />
          <stop offset="70%" stopColor={accent} stopOpacity="0.18" />
          <stop offset="100%" stopColor={accent} stopOpacity="0" />
        </radialGradient>
        <pattern id="hero-art-dots" width="22" height="22" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="2" fill={navy} fillOpacity="0.12" />
        </pattern>
      </defs>
      <rect data-wide-only="" x="40" y="300" width="264" height="220" fill="url(#hero-art-dots)" />
      <circle cx="400" cy="190" r="190" fill="url(#hero-art-sun)" />
      <g fill="none" stroke={navy} strokeOpacity="0.1" strokeWidth="2">
        <circle cx="400" cy="190" r="120" />
        <circle cx="400" cy="190" r="165" />
        <circle cx="400" cy="190" r="215" strokeDasharray="4 10" />
      </g>
      <path
        data-wide-only=""
        d="M40 470 C 120 470, 150 540, 230 520 S 330 380, 400 330 S 500 250, 560 150"
        fill="none"
        stroke={accent}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <g data-wide-only="" fill={theme.colors.background} stroke={navy} strokeWidth="4">
        <circle cx="230" cy="520" r="10" />
        <circle cx="400" cy="330" r="10" />
        <circle cx="560" cy="150" r="12" fill={accent} />
      </g>
    </Art>
  );
}
