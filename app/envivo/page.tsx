import { JsonLdScript } from 'next-seo';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { EnvivoCtaSection } from '@/components/sections/envivo-cta-section';
import { LearningTopicsSection } from '@/components/sections/learning-topics-section';
import { LiveHeroSection } from '@/components/sections/live-hero-section';
import { VideoSection } from '@/components/sections/video-section';
import { ENVIVO_SEO, PREVIOUS_SESSION } from '@/content/envivo';
import { EVENT } from '@/content/event';
import { SITE } from '@/content/site';
import { POSTERS } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import { eventJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata({
  title: ENVIVO_SEO.title,
  description: ENVIVO_SEO.description,
  path: '/envivo/',
  other: { 'event:start_time': EVENT.start },
});

export default function EnvivoPage() {
  return (
    <>
      <SiteHeader />
      <main>
        <LiveHeroSection />
        <VideoSection
          id="first-session"
          eyebrow={PREVIOUS_SESSION.eyebrow}
          title={PREVIOUS_SESSION.title}
          lead={PREVIOUS_SESSION.lead}
          videoId={SITE.youtube.firstSessionVideoId}
          videoTitle={PREVIOUS_SESSION.videoTitle}
          poster={POSTERS.firstSession}
          tone="surface"
        />
        <LearningTopicsSection />
        <EnvivoCtaSection />
      </main>
      <SiteFooter />
      <JsonLdScript scriptKey="event" data={eventJsonLd()} />
    </>
  );
}
