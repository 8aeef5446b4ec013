/** Colombia's country calling code. */
const COLOMBIA_CODE = '57';
/** A Colombian number without its country code has 10 digits (mobile 3xx xxx xxxx). */
const NATIONAL_LENGTH = 10;

/**
 * The wa.me link that opens a WhatsApp chat with `phone` and a prefilled `message`
 * (https://faq.whatsapp.com/5913398998672934): digits only, with the country code, no '+'; no
 * message, an empty chat.
 * A 10-digit national number gets Colombia's 57 in front.
 */
export function whatsappUrl(phone: string, message?: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 0) throw new Error('whatsappUrl: el número de WhatsApp está vacío (content/site.ts).');
  const international = digits.length === NATIONAL_LENGTH ? `${COLOMBIA_CODE}${digits}` : digits;
  // Any other length is a typo that would publish a chat link to nobody (QA: 9 digits built silently).
  if (international.length !== COLOMBIA_CODE.length + NATIONAL_LENGTH || !international.startsWith(COLOMBIA_CODE)) {
    throw new Error(
      `whatsappUrl: el número de WhatsApp "${phone}" (content/site.ts, contact.whatsappNumber) debe tener ${NATIONAL_LENGTH} cifras, ` +
        `o ${COLOMBIA_CODE.length + NATIONAL_LENGTH} con el ${COLOMBIA_CODE} de Colombia delante (p. ej. 573001234567).`,
    );
  }
  return message ? `https://wa.me/${international}?text=${encodeURIComponent(message)}` : `https://wa.me/${international}`;
}
