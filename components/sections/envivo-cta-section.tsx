import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button-link';
import { ExternalLink } from '@/components/ui/external-link';
import { PhaseText } from '@/components/ui/phase-text';
import { CallToActionSection } from '@/components/sections/call-to-action-section';
import { ENVIVO_CTA } from '@/content/envivo';
import { PHASE_ATTRIBUTE, showIn } from '@/lib/page-phase';
import { theme } from '@/lib/theme';

const About = styled.p`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)} ${theme.space(3)};
  margin-top: ${theme.space(4)};
  color: ${theme.colors.textMuted};
  /* While live there is no button above it to keep apart from (blind review 36: a gap like an empty slot). */
  html[${PHASE_ATTRIBUTE}='live'] & {
    margin-top: 0;
  }
`;

/**
 * 'Registrarse para el evento' (to /) and the external 'Quiero conocerlos' (spec §2 "/envivo");
 * during the broadcast only the latter (the question about one's case is under the player); after
 * it, the waiting list for the next jornada.
 */
export function EnvivoCtaSection() {
  const { live, ended } = ENVIVO_CTA;
  return (
    <CallToActionSection
      id="envivo-cta"
      title={<PhaseText before={ENVIVO_CTA.title} live={live.title} after={ended.title} />}
      lead={<PhaseText before={ENVIVO_CTA.lead} live={live.lead} after={ended.lead} />}
    >
      <ButtonLink href={ENVIVO_CTA.register.href} {...showIn('upcoming')}>
        {ENVIVO_CTA.register.label}
      </ButtonLink>
      <ButtonLink href={ended.register.href} {...showIn('ended')}>
        {ended.register.label}
      </ButtonLink>
      {/* On its own line, after a question that says who 'los' are (blind reviews 6 and 7). */}
      <About>
        {/* While live, the band's title asks it. */}
        <span {...showIn('upcoming', 'ended')}>{ENVIVO_CTA.about.question}</span>
        <ButtonLink as={ExternalLink} href={ENVIVO_CTA.about.href} $variant="outline">
          {ENVIVO_CTA.about.label}
        </ButtonLink>
      </About>
    </CallToActionSection>
  );
}
