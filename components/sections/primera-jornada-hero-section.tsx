import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { HeroBadge, HeroLead, HeroTitle, PageHero } from '@/components/ui/page-hero';
import { Icon } from '@/components/ui/icon';
import { PRIMERA_JORNADA_HERO } from '@/content/primera-jornada';
import { theme } from '@/lib/theme';

const Inner = styled.div`
  max-width: 800px;
  margin: 0 auto;
`;

const Action = styled.p`
  margin-top: ${theme.space(8)};
`;

/** The recap's opening: the 'Completada' badge (spec §2 "/primera-jornada") and a link to register. */
export function PrimeraJornadaHeroSection() {
  return (
    <PageHero $centered id="hero" aria-labelledby="primera-jornada-title">
      <Container>
        <Inner>
          <HeroBadge>
            <Icon name="award" size={16} />
            {PRIMERA_JORNADA_HERO.badge}
          </HeroBadge>
          <HeroTitle id="primera-jornada-title">{PRIMERA_JORNADA_HERO.title}</HeroTitle>
          <HeroLead>{PRIMERA_JORNADA_HERO.lead}</HeroLead>
          <Action>
            <ButtonLink href={PRIMERA_JORNADA_HERO.cta.href}>{PRIMERA_JORNADA_HERO.cta.label}</ButtonLink>
          </Action>
        </Inner>
      </Container>
    </PageHero>
  );
}
