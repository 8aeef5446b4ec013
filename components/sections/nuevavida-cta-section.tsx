import { ButtonLink } from '@/components/ui/button-link';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { CallToActionSection } from '@/components/sections/call-to-action-section';
import { NUEVAVIDA_FINAL_CTA, NUEVAVIDA_WHATSAPP_MESSAGE } from '@/content/nuevavida';
import { SITE } from '@/content/site';
import { whatsappUrl } from '@/lib/whatsapp';

/** The second call to action: WhatsApp again, or an appointment on the firm's booking page. */
export function NuevavidaCtaSection() {
  return (
    <CallToActionSection id="nuevavida-cta" title={NUEVAVIDA_FINAL_CTA.title} lead={NUEVAVIDA_FINAL_CTA.lead} tone="light">
      <ButtonLink as={ExternalLink} href={whatsappUrl(SITE.contact.whatsappNumber, NUEVAVIDA_WHATSAPP_MESSAGE)}>
        <Icon name="message-circle" size={20} />
        {NUEVAVIDA_FINAL_CTA.whatsapp}
      </ButtonLink>
      <ButtonLink as={ExternalLink} href={SITE.bookingUrl} $variant="outline">
        {NUEVAVIDA_FINAL_CTA.booking}
      </ButtonLink>
    </CallToActionSection>
  );
}
