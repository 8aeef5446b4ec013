import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { buttonStyles, type ButtonVariant } from '@/components/ui/button-link';
import { HeaderScrollSensor } from '@/components/layout/header-scroll-sensor';
import { JornadasMenu } from '@/components/layout/jornadas-menu';
import { HEADER_NAV } from '@/content/navigation';
import { jornadaMenuItems } from '@/lib/jornada-menu';
import { phasesOf, SEASON, SEASON_INSTANTS } from '@/lib/build-season';
import { showIn } from '@/lib/page-phase';
import { SITE } from '@/content/site';
import { Wordmark } from '@/components/ui/wordmark';
import { HEADER_SCROLL_THRESHOLD } from '@/lib/constants';
import { theme } from '@/lib/theme';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${theme.headerHeight};
  background: transparent;
  transition: background-color ${theme.motion.base}, box-shadow ${theme.motion.base};
  &[data-scrolled='true'] {
    background: rgba(255, 255, 255, 0.92);
    backdrop-filter: blur(10px);
    -webkit-backdrop-filter: blur(10px);
    box-shadow: ${theme.shadows.header};
  }
`;

const Inner = styled(Container)`
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  /* Closer on the smallest phones: the logo and the button fit in 320 px with wider text spacing too (WCAG 1.4.12). */
  gap: ${theme.space(2)};
  @media ${theme.media.sm} {
    gap: ${theme.space(4)};
  }
`;

const Brand = styled.a`
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: 44px;
  border-radius: ${theme.radii.sm};
  svg,
  img {
    height: 36px;
    width: auto;
  }
  @media ${theme.media.md} {
    svg,
    img {
      height: 40px;
    }
  }
`;

const Nav = styled.nav`
  display: none;
  @media ${theme.media.lg} {
    display: block;
  }
  > ul {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1)};
    min-height: 44px;
    padding: 0 ${theme.space(3)};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: ${theme.colors.navy};
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${theme.colors.surface};
  }
  [data-dropdown] {
    position: relative;
  }
  [data-dropdown] > button[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  [data-dropdown] > ul {
    position: absolute;
    top: calc(100% + ${theme.space(2)});
    left: 0;
    min-width: 260px;
    margin: 0;
    padding: ${theme.space(2)};
    list-style: none;
    background: ${theme.colors.background};
    border: 1px solid ${theme.colors.borderSubtle};
    border-radius: ${theme.radii.md};
    box-shadow: ${theme.shadows.card};
  }
  [data-dropdown] > ul a {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    justify-content: center;
    width: 100%;
    padding: ${theme.space(2)} ${theme.space(3)};
  }
  [data-meta] {
    font-size: ${theme.fontSizes.sm};
    font-weight: 400;
    color: ${theme.colors.textMuted};
  }
`;

const Cta = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  min-height: 44px;
  /* Narrower on the smallest phones, so that the logo and the button fit in 320 px (WCAG 1.4.10). */
  padding: ${theme.space(2)} ${theme.space(3)};
  @media ${theme.media.sm} {
    padding: ${theme.space(2)} ${theme.space(5)};
  }
`;

interface SiteHeaderProps {
  /** Hides the navigation and the call to action (used on /nuevavida). */
  hideNavigation?: boolean;
  /**
   * On /envivo, the live button's target there: its player, not the page the visitor is on
   * (blind review 11).
   */
  liveHref?: string;
}

export function SiteHeader({ hideNavigation = false, liveHref = HEADER_NAV.liveCta.href }: SiteHeaderProps) {
  return (
    <Bar>
      <HeaderScrollSensor threshold={HEADER_SCROLL_THRESHOLD} />
      <Inner>
        <Brand href="/" aria-label={`${SITE.shortName} – ${HEADER_NAV.homeLabel}`}>
          <Wordmark />
        </Brand>
        {hideNavigation ? null : (
          <>
            <Nav aria-label={HEADER_NAV.navLabel}>
              <ul>
                <li>
                  <JornadasMenu label={HEADER_NAV.jornadasLabel} items={jornadaMenuItems({ jornadas: SEASON, phasesOf })} season={SEASON_INSTANTS} />
                </li>
                {HEADER_NAV.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </Nav>
            {/* One action per phase, the same as the page's: register, join the broadcast, the waiting list. */}
            <Cta href={HEADER_NAV.cta.href} {...showIn('upcoming', 'ended')}>
              <span {...showIn('upcoming')}>{HEADER_NAV.cta.label}</span>
              <span {...showIn('ended')}>{HEADER_NAV.waitlistLabel}</span>
            </Cta>
            <Cta href={liveHref} {...showIn('live')}>
              {HEADER_NAV.liveCta.label}
            </Cta>
          </>
        )}
      </Inner>
    </Bar>
  );
}
