import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { FactList } from '@/components/ui/fact-list';
import { HeroBadge, HeroLead, HeroNote, HeroTitle, PageHero, liveDot } from '@/components/ui/page-hero';
import { Icon } from '@/components/ui/icon';
import { KeepTogether } from '@/components/ui/no-wrap';
import { VideoFacade } from '@/components/video/video-facade';
import { drawnPosterBackground } from '@/components/video/play-mark.css';
import { VideoFrame } from '@/components/video/video-frame';
import { ExternalLink } from '@/components/ui/external-link';
import { JORNADA_SERIES, type Jornada } from '@/content/jornadas';
import { HERO } from '@/content/home';
import { SITE } from '@/content/site';
import { isBuildVariant, isLastAnnounced, LAST_ANNOUNCED, SEASON, variantOf } from '@/lib/build-season';
import { claimBasis } from '@/lib/claims';
import { jornadaPoster } from '@/lib/images';
import { jornadaDates } from '@/lib/jornadas';
import { showIn } from '@/lib/page-phase';
import { theme } from '@/lib/theme';
import { whatsappUrl } from '@/lib/whatsapp';

/**
 * On a wide screen the media column starts level with the title, in every phase (centred, the
 * recording alone floated mid-column after the session: blind review 11).
 */
const Layout = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  @media ${theme.media.lg} {
    gap: ${theme.space(10)};
    grid-template-columns: 1.05fr 1fr;
    align-items: start;
    > :last-child {
      margin-top: ${theme.space(12)};
    }
  }
`;

/**
 * Under the buttons: before a session, the first one's results; after the last, a line of its own saying
 * there is no date yet (a bordered box stacked a third block there: review 11), in the same style (bold
 * and closer, it crowded the waiting list's button: blind review 31).
 */
const Banner = styled(HeroNote)`
  margin-top: ${theme.space(5)};
  font-size: ${theme.fontSizes.sm};
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
  margin-top: ${theme.space(6)};
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
  /* Wider, the size of the benefit cards' titles below (as on phones). */
  h3 {
    font-size: ${theme.fontSizes.base};
    @media ${theme.media.md} {
      font-size: ${theme.fontSizes.md};
    }
  }
  /* At the body's 16 px on phones too, as the benefit cards' texts (DESIGN.md; 14 px: blind reviews 42 and 43). */
  li p {
    margin-top: ${theme.space(1)};
    color: ${theme.colors.textMuted};
  }
`;

/**
 * While the session is on, in the date badge's place: the first thing a phone shows says so. The
 * date badge's navy with a red live dot (a red pill read as an error: blind review 6).
 */
const LiveBadge = styled(HeroBadge)`
  ${liveDot}
`;

/**
 * During a session, where the invitation was: the way into the broadcast, drawn like the posters
 * beside it (a bare navy panel read as a video that failed to load: blind reviews 11 and 12): the
 * red 'En vivo' pill, the name and today's hours (so no date card under it; the series is in the title), not a
 * play mark (the panel plays nothing; it leads to the page that does: blind review 38). One link,
 * the whole panel, with no button of its own: the hero's amber one goes to the same page (reviews 39
 * and 40 counted three ways into the broadcast on one screen). On phones too, under the button.
 */
const LivePanel = styled(VideoFrame)`
  && {
    ${drawnPosterBackground}
  }
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  /* Taller than 16:9 rather than clipped, on a narrow phone or with larger text. */
  overflow: visible;
  color: ${theme.colors.textOnDark};
  text-decoration: none;
  @media ${theme.media.md} {
    padding: ${theme.space(6)};
  }
  [data-live] {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    padding: ${theme.space(1)} ${theme.space(3)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.error};
    font-weight: 700;
  }
  [data-live]::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
  strong {
    display: block;
    color: ${theme.colors.accent};
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.heading};
    @media ${theme.media.md} {
      font-size: ${theme.fontSizes.xl};
    }
  }
  [data-when] {
    display: block;
    margin-top: ${theme.space(1)};
    color: ${theme.colors.textOnDarkMuted};
    font-weight: 600;
  }
  /* Silent for screen readers: the link already says where it goes. */
  [data-when]::after {
    content: '${HERO.live.panel.cue}' / '';
    display: block;
    margin-top: ${theme.space(3)};
    color: ${theme.colors.accent};
    font-weight: 700;
  }
`;

/** Close under the invitation it dates (24 px set it apart as much as the next block). */
const Facts = styled.div`
  margin-top: ${theme.space(4)};
`;

/**
 * After the last jornada: the secondary links under the recording, quieter than buttons; on a wide
 * screen, in a box that fills the column under it (beside the waiting list they left a hole there:
 * blind reviews 12 and 13).
 */
const NextSteps = styled.div`
  margin-top: ${theme.space(4)};
  color: ${theme.colors.navy};
  font-weight: 600;
  @media ${theme.media.lg} {
    padding: ${theme.space(4)} ${theme.space(5)} ${theme.space(2)};
    border: 1px solid ${theme.colors.borderSubtle};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.background};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${theme.space(5)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** One jornada's variants of the hero's text column: its date's badge, or while it is on, that it is live. */
function JornadaBadges({ jornada }: { jornada: Jornada }) {
  const dates = jornadaDates(jornada);
  return (
    <>
      <HeroBadge {...variantOf(jornada, 'upcoming')}>
        <Icon name="calendar" size={16} />
        {/* One flex item: the date moves whole to the next line. */}
        <span>
          <KeepTogether text={HERO.badge(jornada.name, dates.longDate)} />
        </span>
      </HeroBadge>
      <LiveBadge {...variantOf(jornada, 'live')}>{HERO.live.note(jornada.name)}</LiveBadge>
      {isLastAnnounced(jornada) ? (
        <HeroBadge {...variantOf(jornada, 'ended')}>
          <Icon name="calendar" size={16} />
          {HERO.ended.badge(jornada.name, dates.longDate)}
        </HeroBadge>
      ) : null}
    </>
  );
}

/**
 * One jornada's variants of the hero's media column: the invitation before it, during it a panel
 * into the broadcast (not the invitation's player: the way to /envivo is then the hero's whole
 * message), the recording after the last one (its date is in the badge and the note above), and
 * the facts until then.
 */
function JornadaMedia({ jornada }: { jornada: Jornada }) {
  const dates = jornadaDates(jornada);
  const { invitation, recording } = jornada.videos;
  const { ended } = HERO;
  const last = isLastAnnounced(jornada);
  return (
    <>
      {invitation ? (
        <div {...variantOf(jornada, 'upcoming')}>
          <VideoFacade
            videoId={invitation}
            title={HERO.videoTitle(jornada.name)}
            poster={jornadaPoster(jornada, 'invitacion')}
            posterLoading={isBuildVariant(jornada, 'upcoming') ? 'behind-text' : 'lazy'}
          />
        </div>
      ) : null}
      {last && recording ? (
        <div {...variantOf(jornada, 'ended')}>
          <VideoFacade
            videoId={recording}
            title={ended.videoTitle(jornada.name, dates.longDate)}
            poster={jornadaPoster(jornada, 'grabacion')}
            posterLoading={isBuildVariant(jornada, 'ended') ? 'behind-text' : 'lazy'}
          />
        </div>
      ) : null}
      <LivePanel as="a" href={HERO.live.primaryCta.href} {...variantOf(jornada, 'live')}>
        <span data-live="">{HERO.live.panel.badge}</span>
        <span>
          <strong>{jornada.name}</strong>
          <span data-when="">
            <KeepTogether text={HERO.live.panel.when(dates.timeRange)} />
          </span>
        </span>
      </LivePanel>
      <Facts {...variantOf(jornada, 'upcoming')}>
        <FactList
          facts={[
            { icon: 'calendar', label: HERO.dateLabel, values: [dates.dayAndDate] },
            { icon: 'clock', label: HERO.timeLabel, values: [`${dates.timeRange} (${JORNADA_SERIES.timeZoneLabel})`] },
          ]}
        />
      </Facts>
    </>
  );
}

/**
 * The hero over the season (lib/build-season.ts), with one action per phase: before a session,
 * exactly the spec (register); during it, the live state and the way to /envivo; after the last
 * announced one, what took place and the waiting list, with its recording beside, booking and
 * WhatsApp as secondary links. Every variant is in the HTML; the page's jornada and phase show one
 * (lib/page-phase.ts).
 */
export function HeroSection() {
  const { live, ended } = HERO;
  const last = LAST_ANNOUNCED;
  return (
    <PageHero id="hero" aria-labelledby="hero-title">
      <Container>
        <Layout>
          <div>
            {SEASON.map((jornada) => (
              <JornadaBadges key={jornada.slug} jornada={jornada} />
            ))}
            <HeroTitle id="hero-title">{HERO.title}</HeroTitle>
            <HeroLead>{HERO.lead}</HeroLead>
            <Actions {...showIn('upcoming')}>
              <ButtonLink href={HERO.primaryCta.href}>{HERO.primaryCta.label}</ButtonLink>
              <ButtonLink href={HERO.secondaryCta.href} $variant="outline">
                {HERO.secondaryCta.label}
              </ButtonLink>
            </Actions>
            {/*
              Before a session only (while live, and after the last one, it was old news), and under
              the buttons: above them it pushed 'Registrarse Ahora' below a small phone's first
              screen (blind review 7).
            */}
            <Banner {...showIn('upcoming')}>
              {claimBasis('firstSessionAttendees') ? HERO.bannerText : HERO.bannerPending}
              <a href={HERO.bannerLink.href}>{HERO.bannerLink.label}</a>
            </Banner>
            <Actions {...showIn('live')}>
              <ButtonLink href={live.primaryCta.href}>{live.primaryCta.label}</ButtonLink>
            </Actions>
            <div {...showIn('ended')}>
              <Actions>
                <ButtonLink href={ended.waitlistCta.href}>{ended.waitlistCta.label}</ButtonLink>
              </Actions>
              <Banner {...variantOf(last)}>{ended.note}</Banner>
            </div>
          </div>
          <div>
            {SEASON.map((jornada) => (
              <JornadaMedia key={jornada.slug} jornada={jornada} />
            ))}
            <NextSteps {...showIn('ended')}>
              <p>{ended.nextStepsTitle}</p>
              <ul>
                <li>
                  <ExternalLink href={ended.bookingCta.href}>{ended.bookingCta.label}</ExternalLink>
                </li>
                <li>
                  <ExternalLink href={whatsappUrl(SITE.contact.whatsappNumber)}>{ended.whatsappCta.label}</ExternalLink>
                </li>
              </ul>
            </NextSteps>
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
