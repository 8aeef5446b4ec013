import { Fragment } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { KeepTogether } from '@/components/ui/no-wrap';
import { PhaseText } from '@/components/ui/phase-text';
import { HeroBadge, PageHero, heroTitle, liveDot } from '@/components/ui/page-hero';
import { ExternalLink } from '@/components/ui/external-link';
import { LiveCalendarLinks } from '@/components/live/live-calendar-links';
import { LiveEnded } from '@/components/live/live-ended';
import { LivePlayer } from '@/components/live/live-player';
import { LiveStageClient } from '@/components/live/live-stage-client';
import { ENVIVO_CTA, LIVE_STAGE } from '@/content/envivo';
import type { Jornada } from '@/content/jornadas';
import { SITE } from '@/content/site';
import { LAST_ANNOUNCED, SEASON, SEASON_INSTANTS, variantOf } from '@/lib/build-season';
import { youtubeEmbedUrl, youtubeWatchUrl } from '@/lib/images';
import { jornadaDates, jornadaFullName } from '@/lib/jornadas';
import { showIn } from '@/lib/page-phase';
import { theme } from '@/lib/theme';
import { whatsappUrl } from '@/lib/whatsapp';

/**
 * The stage's styles, including those of the countdown island's plain elements (the island ships
 * no styled-components runtime).
 */
const Hero = styled(PageHero)`
  /* While live the topics follow on the same white: the hero's usual 80 px left a hole (review 11). */
  @media ${theme.media.md} {
    && {
      padding-bottom: ${theme.space(10)};
    }
  }
  h1 {
    ${heroTitle}
  }
  [data-lead] {
    max-width: 640px;
    margin: ${theme.space(4)} auto ${theme.space(8)};
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.textMuted};
  }
  [data-live-phase] {
    max-width: 880px;
    margin: 0 auto;
  }
  /* One of two leads, by whether the browser runs scripts (a browser without the media feature runs them). */
  [data-without-scripts] {
    display: none;
  }
  @media (scripting: none) {
    [data-with-scripts] {
      display: none;
    }
    [data-without-scripts] {
      display: block;
    }
  }
  /* Past the scheduled end with the broadcast still on screen (LiveStageClient's data-overrun): the note, not the lead. */
  [data-overrun-note],
  [data-overrun] [data-lead]:not([data-overrun-note]) {
    display: none;
  }
  [data-overrun] [data-overrun-note] {
    display: block;
  }
  /* A recording's drawn poster at 880 px wrote its title larger than the page's (blind review 7). */
  [data-live-phase='ended'] {
    max-width: 720px;
  }
  [role='timer'] {
    position: relative;
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${theme.space(1.5)};
    max-width: 560px;
    margin: 0 auto;
    /* Under 360 px the boxes take 8 px of the page's side padding, and a 4 px gap: 'Segundos' keeps room in its box. */
    @media not all and ${theme.media.xs} {
      gap: ${theme.space(1)};
      margin-inline: -${theme.space(2)};
    }
    @media ${theme.media.sm} {
      gap: ${theme.space(4)};
    }
  }
  [data-countdown-unit] {
    display: flex;
    flex-direction: column;
    align-items: center;
    padding: ${theme.space(4)} ${theme.space(1)};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.navy};
    box-shadow: ${theme.shadows.card};
  }
  /* Fixed line box and tabular digits: '--' and '07' take the same space (no layout shift). */
  [data-countdown-value] {
    display: block;
    min-width: 2ch;
    height: 1.2em;
    font-size: ${theme.fontSizes.xxl};
    font-weight: 800;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
    color: ${theme.colors.accent};
    @media ${theme.media.md} {
      font-size: ${theme.fontSizes.display};
    }
  }
  /* Until the island reads the clock the boxes keep their place and the start's date covers them. */
  [data-ready='false'] [data-countdown-unit] {
    visibility: hidden;
  }
  [data-countdown-start]:not([hidden]) {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    padding: ${theme.space(2)} ${theme.space(4)};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.navy};
    box-shadow: ${theme.shadows.card};
    color: ${theme.colors.textOnDark};
    font-size: ${theme.fontSizes.md};
    font-weight: 700;
    text-align: center;
    text-wrap: balance;
  }
  /*
   * 'Segundos' with room in a quarter of a phone: 12 px under 480 px, at least 6 px clear of each side
   * of its box from 320 px (13 px nearly touched it at 390 px and did at 320: review 12, a blind design review).
   */
  [data-countdown-label] {
    margin-top: ${theme.space(1)};
    font-size: 0.75rem;
    @media ${theme.media.sm} {
      font-size: ${theme.fontSizes.sm};
    }
    color: ${theme.colors.textOnDarkMuted};
  }
`;

/** With the title's own top margin, the same gap as between the hero badge and title elsewhere. */
const Eyebrow = styled(HeroBadge)`
  margin-bottom: ${theme.space(1)};
`;

/**
 * While it is on: the live dot, as the home page's badge has it (blind review 15). Its lines start
 * beside the dot: centred as the hero is, two lines left it standing apart (blind review 39).
 */
const LiveEyebrow = styled(Eyebrow)`
  ${liveDot}
  text-align: start;
`;

/**
 * The way to YouTube as an outlined button under the player, not a link in a sentence: on a slow
 * link the player is what fails (blind review 14).
 */
const Fallback = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
  color: ${theme.colors.textMuted};
  text-align: center;
`;

/** On a phone as wide as the calendar buttons under it (the narrower filled button read as lighter: blind review 37). */
const Register = styled.p`
  margin-top: ${theme.space(8)};
  @media not all and ${theme.media.sm} {
    a {
      width: min(100%, 320px);
    }
  }
`;

/** Under the player while it plays: a tinted box, apart from the notes about the video. */
const Question = styled.div`
  max-width: 720px;
  margin: ${theme.space(8)} auto 0;
  padding: ${theme.space(6)} ${theme.space(5)};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  h2 {
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: ${theme.space(2)} 0 ${theme.space(5)};
    color: ${theme.colors.textMuted};
  }
`;

/** (No aria-labelledby: the stage holds the headings of all three panels, two of them hidden.) */
export const LIVE_STAGE_ID = 'live';

/** A jornada's variant of a part of the stage; no wrapper for a season of one. */
function Variant({ jornada, children }: { jornada: Jornada; children: React.ReactNode }) {
  return SEASON.length > 1 ? <div {...variantOf(jornada)}>{children}</div> : children;
}

/**
 * A lead per jornada of the season: on this page, or on the YouTube channel while its broadcast has
 * no id; `leadWithoutScripts`, in place of `lead` in a browser that runs no scripts (the page cannot
 * switch to the player by itself there).
 */
function SeasonLeads({ texts }: { texts: { lead: string; leadOnChannel: string; leadWithoutScripts?: string } }) {
  return SEASON.map((jornada) => {
    const withoutScripts = jornada.videos.live ? texts.leadWithoutScripts : undefined;
    return (
      <Fragment key={jornada.slug}>
        <p data-lead="" data-with-scripts={withoutScripts === undefined ? undefined : ''} {...variantOf(jornada)}>
          {jornada.videos.live ? texts.lead : texts.leadOnChannel}
        </p>
        {withoutScripts === undefined ? null : (
          <p data-lead="" data-without-scripts="" {...variantOf(jornada)}>
            {withoutScripts}
          </p>
        )}
      </Fragment>
    );
  });
}

/**
 * The stage for the page's jornada, one variant per jornada of the season where it differs (its
 * dates, its calendar links, its broadcast); the clock picks one (lib/page-phase.ts).
 */
export function LiveHeroSection() {
  const { upcoming, live, countdown, fallback } = LIVE_STAGE;
  const last = LAST_ANNOUNCED;
  return (
    <Hero id={LIVE_STAGE_ID} $centered>
      <Container>
        {SEASON.map((jornada) => (
          <Fragment key={jornada.slug}>
            <Eyebrow {...variantOf(jornada, 'upcoming')}>
              <span>
                <KeepTogether text={LIVE_STAGE.eyebrow(jornada.name, jornadaDates(jornada))} />
              </span>
            </Eyebrow>
            <LiveEyebrow {...variantOf(jornada, 'live')}>
              <span>
                <KeepTogether text={LIVE_STAGE.liveEyebrow(jornada.name, jornadaDates(jornada))} />
              </span>
            </LiveEyebrow>
          </Fragment>
        ))}
        {/* After the last one (the ended panel's jornada): the day it took place. */}
        <Eyebrow {...variantOf(last, 'ended')}>
          <span>
            <KeepTogether text={LIVE_STAGE.endedEyebrow(last.name, jornadaDates(last))} />
          </span>
        </Eyebrow>
        <LiveStageClient
          season={SEASON_INSTANTS}
          countdownLabel={countdown.label}
          unitLabels={countdown.units}
          placeholder={countdown.placeholder}
          beforeClock={SEASON.map((jornada) => (
            <span key={jornada.slug} {...variantOf(jornada)}>
              {countdown.beforeClock(jornadaDates(jornada))}
            </span>
          ))}
          upcoming={
            <>
              <h1>{upcoming.title}</h1>
              <SeasonLeads texts={upcoming} />
            </>
          }
          upcomingActions={
            <>
              {/* Under the countdown: a visitor from a social link may not have registered yet (reviews 6–8). */}
              <Register>
                <ButtonLink href={ENVIVO_CTA.register.href}>{ENVIVO_CTA.register.label}</ButtonLink>
              </Register>
              {SEASON.map((jornada) => (
                <Variant key={jornada.slug} jornada={jornada}>
                  <LiveCalendarLinks jornada={jornada} />
                </Variant>
              ))}
            </>
          }
          live={
            <>
              <h1>{live.title}</h1>
              <SeasonLeads texts={live} />
              <p data-lead="" data-overrun-note="" role="status">
                {live.overrun}
              </p>
              {SEASON.map((jornada) =>
                jornada.videos.live ? (
                  <LivePlayer
                    key={jornada.slug}
                    variant={variantOf(jornada)}
                    jornada={jornada.slug}
                    embedUrl={youtubeEmbedUrl(jornada.videos.live, { autoplay: '1', mute: '1', playsinline: '1' })}
                    watch={{ href: youtubeWatchUrl(jornada.videos.live), label: live.watchOnYouTube }}
                    title={live.playerTitle(jornadaFullName(jornada))}
                    loading={{ text: live.loading, label: fallback.label }}
                    soundNote={live.soundNote}
                  />
                ) : null,
              )}
            </>
          }
          ended={<LiveEnded jornada={last} />}
        />
        {/* Before and during the broadcast (after it, the recording's own poster is the way to it). */}
        {SEASON.map((jornada) => (
          <Fallback key={jornada.slug} {...variantOf(jornada, 'upcoming', 'live')}>
            {/* Until the firm publishes the broadcast's id, the link to the channel is the way to it, not a fallback. */}
            {jornada.videos.live ? (
              <>
                <p>
                  <PhaseText before={fallback.upcomingText} live={fallback.text} />
                </p>
                <ButtonLink as={ExternalLink} $variant="outline" href={youtubeWatchUrl(jornada.videos.live)}>
                  {fallback.label}
                </ButtonLink>
              </>
            ) : (
              <ButtonLink as={ExternalLink} href={SITE.youtube.channelUrl}>
                {fallback.label}
              </ButtonLink>
            )}
          </Fallback>
        ))}
        <Question {...showIn('live')}>
          <h2>{live.question.title}</h2>
          <p>{live.question.lead}</p>
          <ButtonLink as={ExternalLink} href={whatsappUrl(SITE.contact.whatsappNumber, live.question.message)}>
            {live.question.label}
          </ButtonLink>
        </Question>
      </Container>
    </Hero>
  );
}
