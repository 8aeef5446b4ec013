import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { RecapHeroSection, RecapNextSection, RecapStatsSection } from '@/components/sections/recap-sections';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { VideoSection } from '@/components/sections/video-section';
import type { Jornada } from '@/content/jornadas';
import { recapTexts } from '@/content/recap';
import { jornadaPoster } from '@/lib/images';
import { SEASON } from '@/lib/build-season';
import { ALL_JORNADAS, recapJornadas, recapPath } from '@/lib/jornadas';
import { pageMetadata } from '@/lib/seo';
import { CARD_SIZE, recapCard, recapCardFile } from '@/lib/social-cards';

/** One recap page per jornada whose recap is filled in (content/jornadas.ts); no other path. */
export const dynamicParams = false;

export function generateStaticParams(): { jornada: string }[] {
  return recapJornadas().map((jornada) => ({ jornada: jornada.slug }));
}

interface RecapPageProps {
  params: Promise<{ jornada: string }>;
}

function recapOf(slug: string): { jornada: Jornada; texts: ReturnType<typeof recapTexts> } {
  const jornada = recapJornadas().find((candidate) => candidate.slug === slug);
  if (!jornada?.recap) throw new Error(`No recap for ${slug}`);
  // Registrations are open for the page's jornada, when it comes after this one.
  const nexts = SEASON.filter((next) => ALL_JORNADAS.indexOf(next) > ALL_JORNADAS.indexOf(jornada));
  return { jornada, texts: recapTexts(jornada, nexts) };
}

export async function generateMetadata({ params }: RecapPageProps): Promise<Metadata> {
  const { jornada, texts } = recapOf((await params).jornada);
  const card = recapCard(jornada.slug);
  return pageMetadata({
    title: texts.seo.title,
    description: texts.seo.description,
    path: recapPath(jornada),
    // Its type as the other pages' cards give it (their opengraph-image routes write it).
    image: { url: `/images/${recapCardFile(jornada.slug)}`, ...CARD_SIZE, alt: card.alt, type: 'image/png' },
  });
}

export default async function RecapPage({ params }: RecapPageProps) {
  const { jornada, texts } = recapOf((await params).jornada);
  const recap = jornada.recap;
  if (!recap) return null;
  const recording = jornada.videos.recording;
  return (
    <>
      <SiteHeader />
      <main>
        <RecapHeroSection texts={texts} />
        <RecapStatsSection texts={texts} stats={recap.stats} />
        {recording ? (
          <VideoSection
            id="video"
            eyebrow={texts.video.eyebrow}
            title={texts.video.title}
            lead={texts.video.lead}
            videoId={recording}
            videoTitle={texts.video.videoTitle}
            poster={jornadaPoster(jornada, 'grabacion')}
          />
        ) : null}
        <TestimonialsSection
          testimonials={recap.testimonials}
          title={texts.testimonials.title}
          lead={texts.testimonials.lead}
          tone="surface"
        />
        <RecapNextSection texts={texts} />
      </main>
      <SiteFooter />
    </>
  );
}
