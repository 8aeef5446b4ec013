import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { NuevavidaBenefitsSection } from '@/components/sections/nuevavida-benefits-section';
import { NuevavidaCtaSection } from '@/components/sections/nuevavida-cta-section';
import { NuevavidaHeroSection } from '@/components/sections/nuevavida-hero-section';
import { NuevavidaVideosSection } from '@/components/sections/nuevavida-videos-section';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { NUEVAVIDA_FOOTER, NUEVAVIDA_SEO, NUEVAVIDA_TESTIMONIALS_SECTION } from '@/content/nuevavida';
import { NUEVAVIDA_TESTIMONIALS } from '@/content/testimonials';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: NUEVAVIDA_SEO.title,
  description: NUEVAVIDA_SEO.description,
  path: '/nuevavida/',
});

export default function NuevavidaPage() {
  return (
    <>
      <SiteHeader hideNavigation />
      <main>
        <NuevavidaHeroSection />
        <NuevavidaVideosSection />
        <NuevavidaBenefitsSection />
        <TestimonialsSection
          testimonials={NUEVAVIDA_TESTIMONIALS}
          title={NUEVAVIDA_TESTIMONIALS_SECTION.title}
          lead={NUEVAVIDA_TESTIMONIALS_SECTION.lead}
          tone="surface"
        />
        <NuevavidaCtaSection />
      </main>
      <SiteFooter links={NUEVAVIDA_FOOTER.links} linksHeading={NUEVAVIDA_FOOTER.heading} />
    </>
  );
}
