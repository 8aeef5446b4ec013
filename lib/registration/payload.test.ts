import { WAITLIST_JORNADA } from '@/lib/jornadas';
import { PAGE_JORNADA } from '@/lib/page-phase';
import { buildRegistrationPayload } from '@/lib/registration/payload';
import { parseRegistration } from '@/lib/registration/schema';

/** What the form held, as typed; the payload is built from what the schema made of it. */
const { data: DATA } = parseRegistration({
  nombre: ' Ana ',
  apellido: 'Gómez ',
  correo: ' ana@example.com',
  movil: ' 315-123-4567 ',
  rangoDeudas: '50-150',
  tipoPersona: 'comerciante',
  autorizaTratamientoDatos: true,
  sitioWeb: '',
});
if (!DATA) throw new Error('the test registration must be valid');

describe('buildRegistrationPayload', () => {
  it('holds exactly the spec keys, trimmed, plus fecha, origen, the jornada and the consent', () => {
    const payload = buildRegistrationPayload(DATA, {
      sentAt: new Date('2025-09-01T15:30:00.123Z'),
      origin: 'https://jornada.example',
      jornada: PAGE_JORNADA.slug,
      utm: {},
    });
    expect(payload).toEqual({
      nombre: 'Ana',
      apellido: 'Gómez',
      correo: 'ana@example.com',
      movil: '315-123-4567',
      rangoDeudas: '50-150',
      tipoPersona: 'comerciante',
      fecha: '2025-09-01T15:30:00.123Z',
      origen: 'https://jornada.example',
      jornada: PAGE_JORNADA.slug,
      autorizaTratamientoDatos: true,
    });
    expect(Object.keys(payload)).toEqual([
      'nombre',
      'apellido',
      'correo',
      'movil',
      'rangoDeudas',
      'tipoPersona',
      'fecha',
      'origen',
      'jornada',
      'autorizaTratamientoDatos',
    ]);
  });

  it('adds only the UTM parameters the visit had', () => {
    const payload = buildRegistrationPayload(DATA, {
      sentAt: new Date('2025-09-01T15:30:00Z'),
      origin: 'http://127.0.0.1:4173',
      jornada: WAITLIST_JORNADA,
      utm: { utm_source: 'facebook', utm_campaign: 'jornada2' },
    });
    expect(payload).toMatchObject({ jornada: WAITLIST_JORNADA, utm_source: 'facebook', utm_campaign: 'jornada2' });
    expect(payload).not.toHaveProperty('utm_medium');
    expect(payload).not.toHaveProperty('utm_term');
    expect(payload).not.toHaveProperty('utm_content');
  });
});
