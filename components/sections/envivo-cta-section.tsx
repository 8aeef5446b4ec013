import { ButtonLink } from '@/components/ui/button-link';
import { ExternalLink } from '@/components/ui/external-link';
import { CallToActionSection } from '@/components/sections/call-to-action-section';
import { ENVIVO_CTA } from '@/content/envivo';

/** 'Registrarse para el evento' (to /) and the external 'Quiero conocerlos' (spec §2 "/envivo"). */
export function EnvivoCtaSection() {
  return (
    <CallToActionSection id="envivo-cta" title={ENVIVO_CTA.title} lead={ENVIVO_CTA.lead}>
      <ButtonLink href={ENVIVO_CTA.register.href}>{ENVIVO_CTA.register.label}</ButtonLink>
      <ButtonLink as={ExternalLink} href={ENVIVO_CTA.about.href} $variant="outline">
        {ENVIVO_CTA.about.label}
      </ButtonLink>
    </CallToActionSection>
  );
}
