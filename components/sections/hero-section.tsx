import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { FactList } from '@/components/ui/fact-list';
import { HeroBadge, HeroLead, HeroNote, HeroTitle, PageHero } from '@/components/ui/page-hero';
import { Icon } from '@/components/ui/icon';
import { VideoFacade } from '@/components/video/video-facade';
import { EVENT } from '@/content/event';
import { HERO } from '@/content/home';
import { SITE } from '@/content/site';
import { EVENT_TEXT } from '@/lib/event';
import { POSTERS } from '@/lib/images';
import { theme } from '@/lib/theme';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(10)};
  align-items: center;
  @media ${theme.media.lg} {
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
  margin-top: ${theme.space(8)};
`;

const ForWhom = styled.div`
  margin-top: ${theme.space(12)};
  h2 {
    font-size: ${theme.fontSizes.md};
    margin-bottom: ${theme.space(4)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space(4)};
    @media ${theme.media.md} {
      grid-template-columns: repeat(2, 1fr);
    }
  }
  li {
    display: flex;
    gap: ${theme.space(3)};
    padding: ${theme.space(4)};
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

const Facts = styled.div`
  margin-top: ${theme.space(6)};
`;

export function HeroSection() {
  return (
    <PageHero id="hero" aria-labelledby="hero-title">
      <Container>
        <Layout>
          <div>
            <HeroBadge>
              <Icon name="calendar" size={16} />
              {EVENT.ordinal} · {EVENT_TEXT.longDate}
            </HeroBadge>
            <Banner>
              {HERO.bannerText}
              <a href={HERO.bannerLink.href}>{HERO.bannerLink.label}</a>
            </Banner>
            <HeroTitle id="hero-title">{HERO.title}</HeroTitle>
            <HeroLead>{HERO.lead}</HeroLead>
            <Actions>
              <ButtonLink href={HERO.primaryCta.href}>{HERO.primaryCta.label}</ButtonLink>
              <ButtonLink href={HERO.secondaryCta.href} $variant="outline">
                {HERO.secondaryCta.label}
              </ButtonLink>
            </Actions>
          </div>
          <div>
            <VideoFacade videoId={SITE.youtube.invitationVideoId} title={HERO.videoTitle} poster={POSTERS.invitation} priority />
            <Facts>
              <FactList
                facts={[
                  { icon: 'calendar', label: HERO.dateLabel, values: [EVENT_TEXT.longDate] },
                  { icon: 'clock', label: HERO.timeLabel, values: [`${EVENT_TEXT.timeRange} (${EVENT.timeZoneLabel})`] },
                ]}
              />
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
