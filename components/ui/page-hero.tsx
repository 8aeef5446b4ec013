import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';

/** The soft navy-to-white backdrop with an amber glow shared by every page's opening section. */
export const heroBackdrop = css`
  background:
    radial-gradient(circle at 85% 10%, rgba(245, 165, 36, 0.18), transparent 45%),
    linear-gradient(180deg, #e8eef7 0%, ${theme.colors.background} 100%);
`;

/** A page's opening section, clear of the fixed header. */
export const PageHero = styled.section<{ $centered?: boolean }>`
  /* A stacking context of its own, so decoration (HeroArt) can sit behind the text. */
  position: relative;
  isolation: isolate;
  overflow: hidden;
  padding: calc(${theme.headerHeight} + ${theme.space(6)}) 0 ${theme.space(8)};
  ${heroBackdrop}
  text-align: ${({ $centered }) => ($centered ? 'center' : 'start')};
  @media ${theme.media.md} {
    padding: calc(${theme.headerHeight} + ${theme.space(10)}) 0 ${theme.space(20)};
  }
`;

/**
 * The navy badge above a page title (dates, status): a pill on one line; on two lines a rounded
 * box, its icon level with the first line (centred, it would float between the lines).
 */
export const HeroBadge = styled.p`
  display: inline-flex;
  /* Two lines read as one label beside its icon, not as an indented paragraph (blind review 28);
     12 px a side keeps a jornada's name and long date on one line at 390 px (session 27: 348 of 350 px). */
  align-items: center;
  gap: ${theme.space(2)};
  > svg {
    flex: none;
  }
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.navy};
  color: ${theme.colors.textOnDark};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  /* Its hero's alignment: two lines under a centred title are centred too (reviews 8, 9). */
  text-align: inherit;
  /* Two lines of even length, not one word alone on the second ('(Completada)': review 7). */
  text-wrap: balance;
`;

/**
 * A badge's red live dot before its text (a red pill read as an error: blind review 6); the dot is
 * a mark, 3:1 against the navy (theme.test.ts).
 */
export const liveDot = css`
  &::before {
    content: '';
    flex: none;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${theme.colors.liveDot};
    align-self: center;
    box-shadow: 0 0 0 3px ${theme.colors.liveDot}59;
  }
`;

/** A page title's spacing and type (also for plain `h1` elements that client islands render). */
export const heroTitle = css`
  margin-top: ${theme.space(4)};
  font-size: ${theme.fontSizes.xl};
  letter-spacing: -0.01em;
  @media ${theme.media.md} {
    font-size: ${theme.fontSizes.display};
  }
`;

export const HeroTitle = styled.h1`
  ${heroTitle}
`;

/** Phones: at the body's size (at 18 px, four lines pushed the buttons down: issue '/ in about 6 screens'). */
export const HeroLead = styled.p`
  margin-top: ${theme.space(4)};
  @media ${theme.media.md} {
    margin-top: ${theme.space(5)};
    font-size: ${theme.fontSizes.md};
  }
  color: ${theme.colors.textMuted};
`;

/**
 * A line of text that ends in a link (an announcement, a fallback). The link stays inline, so its
 * line is as tall as the others; vertical padding on an inline box does not move the lines and
 * still makes a 44 px tap target.
 */
export const HeroNote = styled.p`
  a {
    display: inline;
    padding: ${theme.space(3)} 0;
    margin-left: ${theme.space(1)};
    font-weight: 700;
    text-underline-offset: 3px;
  }
`;
