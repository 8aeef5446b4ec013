import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { HeroLead, HeroTitle, PageHero } from '@/components/ui/page-hero';
import { ExternalLink } from '@/components/ui/external-link';
import { ClaimTiles } from '@/components/ui/claim-tiles';
import { Icon } from '@/components/ui/icon';
import { NUEVAVIDA_HERO, NUEVAVIDA_WHATSAPP_MESSAGE } from '@/content/nuevavida';
import { SITE } from '@/content/site';
import { TEAM } from '@/content/team';
import { theme } from '@/lib/theme';
import { whatsappUrl } from '@/lib/whatsapp';

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

const Action = styled.p`
  margin-top: ${theme.space(8)};
`;

const Note = styled.p`
  margin-top: ${theme.space(4)};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/**
 * The motivational opening and the WhatsApp button (spec §2 "/nuevavida"), and the firm's claims
 * as the home page's team section shows them: a page that asks for a chat says who answers it.
 */
export function NuevavidaHeroSection() {
  return (
    <PageHero $centered id="hero" aria-labelledby="nuevavida-title">
      <Container>
        <Inner>
          <Eyebrow>{NUEVAVIDA_HERO.eyebrow}</Eyebrow>
          <HeroTitle id="nuevavida-title">{NUEVAVIDA_HERO.title}</HeroTitle>
          <HeroLead>{NUEVAVIDA_HERO.lead}</HeroLead>
          <Action>
            <ButtonLink as={ExternalLink} href={whatsappUrl(SITE.contact.whatsappNumber, NUEVAVIDA_WHATSAPP_MESSAGE)}>
              <Icon name="message-circle" size={20} />
              {NUEVAVIDA_HERO.whatsapp}
            </ButtonLink>
          </Action>
          <Note>
            {NUEVAVIDA_HERO.note.text}
            <ExternalLink href={SITE.privacyPolicyUrl}>{NUEVAVIDA_HERO.note.policy}</ExternalLink>.
          </Note>
        </Inner>
        {/* The container's full width: in the text's column the four tiles broke their words in three lines. */}
        <ClaimTiles claims={TEAM.claims} />
      </Container>
    </PageHero>
  );
}
