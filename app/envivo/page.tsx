import { JsonLdScript } from 'next-seo';
import { EnvivoMain, RECORDING_ATTRIBUTE } from '@/components/layout/envivo-main';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { EnvivoCtaSection } from '@/components/sections/envivo-cta-section';
import { LearningTopicsSection } from '@/components/sections/learning-topics-section';
import { LIVE_STAGE_ID, LiveHeroSection } from '@/components/sections/live-hero-section';
import { VideoSection } from '@/components/sections/video-section';
import { envivoSeo, previousSessionTexts } from '@/content/envivo';
import { BUILD_JORNADA, BUILD_PHASE, SEASON, variantOf } from '@/lib/build-season';
import { jornadaPoster } from '@/lib/images';
import { jornadaBefore, jornadaDates } from '@/lib/jornadas';
import { pageMetadata } from '@/lib/seo';
import { seasonEventsJsonLd } from '@/lib/structured-data';

const SEO = envivoSeo(BUILD_JORNADA.name, jornadaDates(BUILD_JORNADA));
/** Built after the last jornada's end, the page is its recording (what a visitor without JavaScript sees too). */
const { title, description } = BUILD_PHASE === 'ended' ? SEO.ended : SEO;

export const metadata = pageMetadata({
  title,
  description,
  path: '/envivo/',
  other: { 'event:start_time': BUILD_JORNADA.start },
});

/**
 * For each jornada of the season, the session before it, if its recording is published (spec §2:
 * 'the 9 April session'); the page's jornada shows its own, before and after its broadcast. While
 * live, one player: a second one competed with the broadcast and cost a phone's data (blind
 * reviews 11 and 12); the footer still leads to its recap.
 */
const PREVIOUS = SEASON.flatMap((jornada) => {
  const previous = jornadaBefore(jornada);
  const videoId = previous?.videos.recording;
  return previous && videoId ? [{ jornada, previous, videoId, texts: previousSessionTexts(previous) }] : [];
});

export default function EnvivoPage() {
  return (
    <>
      <SiteHeader liveHref={`#${LIVE_STAGE_ID}`} />
      <EnvivoMain>
        <LiveHeroSection />
        {PREVIOUS.map(({ jornada, previous, videoId, texts }, index) => (
          <VideoSection
            key={jornada.slug}
            id={index === 0 ? 'previous-session' : `previous-session-${jornada.slug}`}
            variant={{ ...variantOf(jornada, 'upcoming', 'ended'), [RECORDING_ATTRIBUTE]: '' }}
            eyebrow={texts.eyebrow}
            title={texts.title}
            lead={texts.lead}
            videoId={videoId}
            videoTitle={texts.videoTitle}
            poster={jornadaPoster(previous, 'grabacion')}
            tone="surface"
            secondary
          />
        ))}
        <LearningTopicsSection />
        <EnvivoCtaSection />
      </EnvivoMain>
      <SiteFooter />
      {seasonEventsJsonLd(SEASON, BUILD_PHASE).map((event) => (
        <JsonLdScript key={event.startDate} scriptKey={`event-${event.startDate}`} data={event} />
      ))}
    </>
  );
}
