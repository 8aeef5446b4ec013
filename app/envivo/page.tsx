import { JsonLdScript } from 'next-seo';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { EnvivoCtaSection } from '@/components/sections/envivo-cta-section';
import { LearningTopicsSection } from '@/components/sections/learning-topics-section';
import { LiveHeroSection } from '@/components/sections/live-hero-section';
import { VideoSection } from '@/components/sections/video-section';
import { ENVIVO_SEO, previousSessionTexts } from '@/content/envivo';
import { jornadaPoster } from '@/lib/images';
import { BUILD_TIME, previousJornada } from '@/lib/jornadas';
import { PAGE_JORNADA } from '@/lib/page-phase';
import { pageMetadata } from '@/lib/seo';
import { pageEventJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata({
  title: ENVIVO_SEO.title,
  description: ENVIVO_SEO.description,
  path: '/envivo/',
  other: { 'event:start_time': PAGE_JORNADA.start },
});

/** The session before the page jornada, if its recording is published (spec §2: 'the 9 April session'). */
const PREVIOUS = previousJornada(BUILD_TIME);

export default function EnvivoPage() {
  const previous = PREVIOUS?.videos.recording ? { jornada: PREVIOUS, videoId: PREVIOUS.videos.recording, texts: previousSessionTexts(PREVIOUS) } : undefined;
  const event = pageEventJsonLd();
  return (
    <>
      <SiteHeader />
      <main>
        <LiveHeroSection />
        {previous ? (
          <VideoSection
            id="previous-session"
            eyebrow={previous.texts.eyebrow}
            title={previous.texts.title}
            lead={previous.texts.lead}
            videoId={previous.videoId}
            videoTitle={previous.texts.videoTitle}
            poster={jornadaPoster(previous.jornada, 'grabacion')}
            tone="surface"
          />
        ) : null}
        <LearningTopicsSection />
        <EnvivoCtaSection />
      </main>
      <SiteFooter />
      {event ? <JsonLdScript scriptKey="event" data={event} /> : null}
    </>
  );
}
