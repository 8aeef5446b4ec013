import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { PRIMERA_JORNADA_HERO } from '@/content/primera-jornada';
import { theme } from '@/lib/theme';

const Hero = styled.section`
  padding: calc(${theme.headerHeight} + ${theme.space(12)}) 0 ${theme.space(14)};
  background:
    radial-gradient(circle at 85% 10%, rgba(245, 165, 36, 0.18), transparent 45%),
    linear-gradient(180deg, #e8eef7 0%, ${theme.colors.background} 100%);
  text-align: center;
`;

const Inner = styled.div`
  max-width: 800px;
  margin: 0 auto;
`;

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(1)} ${theme.space(4)};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.navy};
  color: ${theme.colors.textOnDark};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
`;

const Title = styled.h1`
  margin-top: ${theme.space(5)};
  font-size: ${theme.fontSizes.xxl};
  letter-spacing: -0.01em;
  @media ${theme.media.md} {
    font-size: ${theme.fontSizes.display};
  }
`;

const Lead = styled.p`
  margin-top: ${theme.space(5)};
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.textMuted};
`;

const Action = styled.p`
  margin-top: ${theme.space(8)};
`;

/** The recap's opening: the 'Completada' badge (spec §2 "/primera-jornada") and a link to register. */
export function PrimeraJornadaHeroSection() {
  return (
    <Hero id="hero" aria-labelledby="primera-jornada-title">
      <Container>
        <Inner>
          <Badge>
            <Icon name="award" size={16} />
            {PRIMERA_JORNADA_HERO.badge}
          </Badge>
          <Title id="primera-jornada-title">{PRIMERA_JORNADA_HERO.title}</Title>
          <Lead>{PRIMERA_JORNADA_HERO.lead}</Lead>
          <Action>
            <ButtonLink href={PRIMERA_JORNADA_HERO.cta.href}>{PRIMERA_JORNADA_HERO.cta.label}</ButtonLink>
          </Action>
        </Inner>
      </Container>
    </Hero>
  );
}
