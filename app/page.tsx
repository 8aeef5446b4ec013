import { JsonLdScript } from 'next-seo';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { BenefitsSection } from '@/components/sections/benefits-section';
import { FaqSection } from '@/components/sections/faq-section';
import { HeroSection } from '@/components/sections/hero-section';
import { ReformSection } from '@/components/sections/reform-section';
import { RegistrationSection } from '@/components/sections/registration-section';
import { ResultsSection } from '@/components/sections/results-section';
import { ScheduleSection } from '@/components/sections/schedule-section';
import { TeamSection } from '@/components/sections/team-section';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { RegistrationForm } from '@/components/registration/registration-form';
import { HOME_TESTIMONIALS } from '@/content/home';
import { SEO_DEFAULTS } from '@/content/seo';
import { BUILD_JORNADA, BUILD_PHASE, SEASON } from '@/lib/build-season';
import { pageMetadata, SITE_TITLE } from '@/lib/seo';
import { organizationJsonLd, seasonEventsJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata({
  title: SITE_TITLE,
  description: SEO_DEFAULTS.description,
  path: '/',
  other: { 'event:start_time': BUILD_JORNADA.start },
});

export default function HomePage() {
  return (
    <>
      <SiteHeader />
      <main>
        <HeroSection />
        <BenefitsSection />
        <ReformSection />
        <TeamSection />
        <RegistrationSection form={<RegistrationForm />} />
        {HOME_TESTIMONIALS ? <TestimonialsSection {...HOME_TESTIMONIALS} /> : null}
        <ResultsSection />
        <FaqSection />
        <ScheduleSection />
      </main>
      <SiteFooter />
      {seasonEventsJsonLd(SEASON, BUILD_PHASE).map((event) => (
        <JsonLdScript key={event.startDate} scriptKey={`jsonld-event-${event.startDate}`} data={event} />
      ))}
      <JsonLdScript scriptKey="jsonld-organization" data={organizationJsonLd()} />
    </>
  );
}
