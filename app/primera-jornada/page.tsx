import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { PrimeraJornadaHeroSection } from '@/components/sections/primera-jornada-hero-section';
import { PrimeraJornadaNextSection } from '@/components/sections/primera-jornada-next-section';
import { PrimeraJornadaStatsSection } from '@/components/sections/primera-jornada-stats-section';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { VideoSection } from '@/components/sections/video-section';
import {
  PRIMERA_JORNADA_SEO,
  PRIMERA_JORNADA_TESTIMONIALS_SECTION,
  PRIMERA_JORNADA_VIDEO,
} from '@/content/primera-jornada';
import { SITE } from '@/content/site';
import { TESTIMONIALS } from '@/content/testimonials';
import { POSTERS } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: PRIMERA_JORNADA_SEO.title,
  description: PRIMERA_JORNADA_SEO.description,
  path: '/primera-jornada/',
});

export default function PrimeraJornadaPage() {
  return (
    <>
      <SiteHeader />
      <main>
        <PrimeraJornadaHeroSection />
        <PrimeraJornadaStatsSection />
        <VideoSection
          id="video"
          eyebrow={PRIMERA_JORNADA_VIDEO.eyebrow}
          title={PRIMERA_JORNADA_VIDEO.title}
          lead={PRIMERA_JORNADA_VIDEO.lead}
          videoId={SITE.youtube.firstSessionVideoId}
          videoTitle={PRIMERA_JORNADA_VIDEO.videoTitle}
          poster={POSTERS.firstSession}
        />
        <TestimonialsSection
          testimonials={TESTIMONIALS}
          title={PRIMERA_JORNADA_TESTIMONIALS_SECTION.title}
          lead={PRIMERA_JORNADA_TESTIMONIALS_SECTION.lead}
          tone="surface"
        />
        <PrimeraJornadaNextSection />
      </main>
      <SiteFooter />
    </>
  );
}
