import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { NUEVAVIDA_HERO, NUEVAVIDA_WHATSAPP_MESSAGE } from '@/content/nuevavida';
import { SITE } from '@/content/site';
import { theme } from '@/lib/theme';
import { whatsappUrl } from '@/lib/whatsapp';

const Hero = styled.section`
  padding: calc(${theme.headerHeight} + ${theme.space(12)}) 0 ${theme.space(14)};
  background:
    radial-gradient(circle at 15% 10%, rgba(245, 165, 36, 0.2), transparent 45%),
    linear-gradient(180deg, #e8eef7 0%, ${theme.colors.background} 100%);
  text-align: center;
  @media ${theme.media.md} {
    padding-bottom: ${theme.space(20)};
  }
`;

const Inner = styled.div`
  max-width: 760px;
  margin: 0 auto;
`;

const Eyebrow = styled.p`
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.textMuted};
`;

const Title = styled.h1`
  margin-top: ${theme.space(3)};
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

const Note = styled.p`
  margin-top: ${theme.space(4)};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** The motivational opening and the WhatsApp button (spec §2 "/nuevavida"). */
export function NuevavidaHeroSection() {
  return (
    <Hero id="hero" aria-labelledby="nuevavida-title">
      <Container>
        <Inner>
          <Eyebrow>{NUEVAVIDA_HERO.eyebrow}</Eyebrow>
          <Title id="nuevavida-title">{NUEVAVIDA_HERO.title}</Title>
          <Lead>{NUEVAVIDA_HERO.lead}</Lead>
          <Action>
            <ButtonLink as={ExternalLink} href={whatsappUrl(SITE.contact.whatsappNumber, NUEVAVIDA_WHATSAPP_MESSAGE)}>
              <Icon name="message-circle" size={20} />
              {NUEVAVIDA_HERO.whatsapp}
            </ButtonLink>
          </Action>
          <Note>{NUEVAVIDA_HERO.note}</Note>
        </Inner>
      </Container>
    </Hero>
  );
}
