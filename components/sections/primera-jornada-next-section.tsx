import { ButtonLink } from '@/components/ui/button-link';
import { CallToActionSection } from '@/components/sections/call-to-action-section';
import { PRIMERA_JORNADA_NEXT } from '@/content/primera-jornada';

/** The way on: register for the second session, on / (spec §2 "/primera-jornada"). */
export function PrimeraJornadaNextSection() {
  return (
    <CallToActionSection
      id="next-session"
      eyebrow={PRIMERA_JORNADA_NEXT.eyebrow}
      title={PRIMERA_JORNADA_NEXT.title}
      lead={PRIMERA_JORNADA_NEXT.lead}
    >
      <ButtonLink href={PRIMERA_JORNADA_NEXT.cta.href}>{PRIMERA_JORNADA_NEXT.cta.label}</ButtonLink>
    </CallToActionSection>
  );
}
