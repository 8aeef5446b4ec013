import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { FactList } from '@/components/ui/fact-list';
import { HeroBadge, HeroLead, HeroNote, HeroTitle, PageHero } from '@/components/ui/page-hero';
import { Icon } from '@/components/ui/icon';
import { VideoFacade } from '@/components/video/video-facade';
import { ExternalLink } from '@/components/ui/external-link';
import { JORNADA_SERIES } from '@/content/jornadas';
import { HERO } from '@/content/home';
import { jornadaPoster } from '@/lib/images';
import { jornadaDates } from '@/lib/jornadas';
import { BUILD_PHASE, PAGE_JORNADA, showIn } from '@/lib/page-phase';
import { theme } from '@/lib/theme';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  align-items: center;
  @media ${theme.media.lg} {
    gap: ${theme.space(10)};
    grid-template-columns: 1.05fr 1fr;
  }
`;

const Banner = styled(HeroNote)`
  margin-top: ${theme.space(4)};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.text};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
  /* Both buttons on one line of a 390 px phone. */
  > a {
    padding-inline: ${theme.space(4)};
  }
  @media ${theme.media.md} {
    margin-top: ${theme.space(8)};
    > a {
      padding-inline: ${theme.space(6)};
    }
  }
`;

const ForWhom = styled.div`
  margin-top: ${theme.space(8)};
  @media ${theme.media.md} {
    margin-top: ${theme.space(12)};
  }
  h2 {
    font-size: ${theme.fontSizes.md};
    margin-bottom: ${theme.space(3)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space(2)};
    @media ${theme.media.md} {
      gap: ${theme.space(4)};
      grid-template-columns: repeat(2, 1fr);
    }
  }
  li {
    display: flex;
    gap: ${theme.space(3)};
    padding: ${theme.space(3)} ${theme.space(4)};
    background: ${theme.colors.background};
    border-radius: ${theme.radii.md};
    border: 1px solid ${theme.colors.borderSubtle};
    color: ${theme.colors.navy};
  }
  h3 {
    font-size: ${theme.fontSizes.base};
  }
  li p {
    color: ${theme.colors.textMuted};
  }
`;

const Status = styled.p`
  margin-top: ${theme.space(5)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 4px solid ${theme.colors.accent};
  background: ${theme.colors.background};
  color: ${theme.colors.navy};
  font-weight: 600;
`;

const Facts = styled.div`
  margin-top: ${theme.space(6)};
`;

/**
 * The hero over the page jornada's life: before it, exactly the spec; during it, pointing to
 * /envivo; after it, saying plainly that it took place, with its recording and the booking link.
 * Every variant is in the HTML; the page's phase shows one (lib/page-phase.ts).
 */
export function HeroSection() {
  const dates = jornadaDates(PAGE_JORNADA);
  const { invitation, recording } = PAGE_JORNADA.videos;
  const { live, ended } = HERO;
  return (
    <PageHero id="hero" aria-labelledby="hero-title">
      <Container>
        <Layout>
          <div>
            <HeroBadge {...showIn('upcoming', 'live')}>
              <Icon name="calendar" size={16} />
              {PAGE_JORNADA.name} · {dates.longDate}
            </HeroBadge>
            <HeroBadge {...showIn('ended')}>
              <Icon name="calendar" size={16} />
              {ended.badge}
            </HeroBadge>
            <Banner>
              {HERO.bannerText}
              <a href={HERO.bannerLink.href}>{HERO.bannerLink.label}</a>
            </Banner>
            <HeroTitle id="hero-title">{HERO.title}</HeroTitle>
            <HeroLead>{HERO.lead}</HeroLead>
            <Status {...showIn('live')}>{live.note}</Status>
            <Status {...showIn('ended')}>{ended.note}</Status>
            <Actions {...showIn('upcoming')}>
              <ButtonLink href={HERO.primaryCta.href}>{HERO.primaryCta.label}</ButtonLink>
              <ButtonLink href={HERO.secondaryCta.href} $variant="outline">
                {HERO.secondaryCta.label}
              </ButtonLink>
            </Actions>
            <Actions {...showIn('live')}>
              <ButtonLink href={live.primaryCta.href}>{live.primaryCta.label}</ButtonLink>
              <ButtonLink href={HERO.primaryCta.href} $variant="outline">
                {HERO.primaryCta.label}
              </ButtonLink>
            </Actions>
            <Actions {...showIn('ended')}>
              {recording ? <ButtonLink href={ended.recordingCta.href}>{ended.recordingCta.label}</ButtonLink> : null}
              <ButtonLink href={ended.waitlistCta.href} $variant={recording ? 'outline' : undefined}>
                {ended.waitlistCta.label}
              </ButtonLink>
              <ButtonLink as={ExternalLink} href={ended.bookingCta.href} $variant="outline">
                {ended.bookingCta.label}
              </ButtonLink>
            </Actions>
          </div>
          <div>
            {invitation ? (
              <div {...showIn('upcoming', 'live')}>
                <VideoFacade
                  videoId={invitation}
                  title={HERO.videoTitle}
                  poster={jornadaPoster(PAGE_JORNADA, 'invitacion')}
                  posterLoading={BUILD_PHASE !== 'ended' ? 'behind-text' : 'lazy'}
                />
              </div>
            ) : null}
            {recording ? (
              <div {...showIn('ended')}>
                <VideoFacade
                  videoId={recording}
                  title={ended.videoTitle}
                  poster={jornadaPoster(PAGE_JORNADA, 'grabacion')}
                  posterLoading={BUILD_PHASE === 'ended' ? 'behind-text' : 'lazy'}
                />
              </div>
            ) : null}
            <Facts {...showIn('upcoming', 'live')}>
              <FactList
                facts={[
                  { icon: 'calendar', label: HERO.dateLabel, values: [dates.longDate] },
                  { icon: 'clock', label: HERO.timeLabel, values: [`${dates.timeRange} (${JORNADA_SERIES.timeZoneLabel})`] },
                ]}
              />
            </Facts>
            <Facts {...showIn('ended')}>
              <FactList facts={[{ icon: 'calendar', label: ended.dateLabel, values: [dates.longDate] }]} />
            </Facts>
          </div>
        </Layout>
        <ForWhom>
          <h2>{HERO.forWhom.title}</h2>
          <ul>
            {HERO.forWhom.items.map((item) => (
              <li key={item.title}>
                <Icon name={item.icon} />
                <div>
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </ForWhom>
      </Container>
    </PageHero>
  );
}
