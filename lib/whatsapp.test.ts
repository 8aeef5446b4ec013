import { SITE } from '@/content/site';
import { whatsappUrl } from '@/lib/whatsapp';

describe('WhatsApp link', () => {
  it('opens a chat with the number in digits, with 57, and the encoded message', () => {
    const url = whatsappUrl('573001234567', 'Hola, quiero más información');
    expect(url).toBe('https://wa.me/573001234567?text=Hola%2C%20quiero%20m%C3%A1s%20informaci%C3%B3n');
  });

  it('without a message, opens an empty chat', () => {
    expect(whatsappUrl('300 123 4567')).toBe('https://wa.me/573001234567');
  });

  it('strips spaces, dashes and the plus sign', () => {
    expect(whatsappUrl('+57 300-123-4567', 'Hola')).toBe('https://wa.me/573001234567?text=Hola');
  });

  it('adds Colombia’s code to a 10-digit national number', () => {
    expect(whatsappUrl('300 123 4567', 'Hola')).toBe('https://wa.me/573001234567?text=Hola');
  });

  it('round-trips accents, ¿ ? & and line breaks in the message', () => {
    const message = '¡Hola! ¿Podemos seguir hablando de mis finanzas? Deudas & cobros\nGracias';
    const url = new URL(whatsappUrl(SITE.contact.whatsappNumber, message));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${SITE.contact.whatsappNumber}`);
    expect(url.searchParams.get('text')).toBe(message);
  });

  it('uses the firm’s number from content/site.ts as digits starting with 57', () => {
    expect(SITE.contact.whatsappNumber).toMatch(/^57\d{10}$/);
  });

  it.each(['300123456', '57300123456', '5730012345678', '1 300 123 4567'])('refuses %p: not a Colombian number, the chat would reach nobody', (phone) => {
    expect(() => whatsappUrl(phone, 'Hola')).toThrow(/debe tener 10 cifras, o 12 con el 57 de Colombia delante/);
  });

  it('refuses an empty number', () => {
    expect(() => whatsappUrl(' ', 'Hola')).toThrow(/vacío/);
  });
});
