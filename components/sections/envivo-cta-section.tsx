import { ButtonLink } from '@/components/ui/button-link';
import { ExternalLink } from '@/components/ui/external-link';
import { PhaseText } from '@/components/ui/phase-text';
import { CallToActionSection } from '@/components/sections/call-to-action-section';
import { ENVIVO_CTA } from '@/content/envivo';
import { showIn } from '@/lib/page-phase';

/**
 * 'Registrarse para el evento' (to /) and the external 'Quiero conocerlos' (spec §2 "/envivo");
 * after the session, the waiting list for the next jornada instead of the registration.
 */
export function EnvivoCtaSection() {
  const { ended } = ENVIVO_CTA;
  return (
    <CallToActionSection
      id="envivo-cta"
      title={<PhaseText before={ENVIVO_CTA.title} after={ended.title} />}
      lead={<PhaseText before={ENVIVO_CTA.lead} after={ended.lead} />}
    >
      <ButtonLink href={ENVIVO_CTA.register.href} {...showIn('upcoming', 'live')}>
        {ENVIVO_CTA.register.label}
      </ButtonLink>
      <ButtonLink href={ended.register.href} {...showIn('ended')}>
        {ended.register.label}
      </ButtonLink>
      <ButtonLink as={ExternalLink} href={ENVIVO_CTA.about.href} $variant="outline">
        {ENVIVO_CTA.about.label}
      </ButtonLink>
    </CallToActionSection>
  );
}
