import { WAITLIST_JORNADA } from '@/lib/jornadas';
import { buildRegistrationPayload } from '@/lib/registration/payload';
import { parseRegistration } from '@/lib/registration/schema';

/** A jornada of the tests' own (nothing here depends on content/jornadas.ts). */
const PAGE_JORNADA = { slug: 'tercera-jornada', start: '2031-03-05T19:00:00-05:00' };

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

/** A registration made a week before the page's jornada. */
const FECHA = new Date(Date.parse(PAGE_JORNADA.start) - 7 * 24 * 3_600_000).toISOString();
const REGISTRO_ID = '7d1c4c8e-2b0a-4f5e-9c61-0d3b7a9e5f12';

describe('buildRegistrationPayload', () => {
  it('holds exactly the spec keys, trimmed, plus fecha, origen, the jornada, the key and the consent', () => {
    const payload = buildRegistrationPayload(DATA, {
      fecha: FECHA,
      origin: 'https://jornada.example',
      jornada: PAGE_JORNADA.slug,
      registroId: REGISTRO_ID,
      utm: {},
    });
    expect(payload).toEqual({
      nombre: 'Ana',
      apellido: 'Gómez',
      correo: 'ana@example.com',
      movil: '315-123-4567',
      rangoDeudas: '50-150',
      tipoPersona: 'comerciante',
      fecha: FECHA,
      origen: 'https://jornada.example',
      jornada: PAGE_JORNADA.slug,
      registroId: REGISTRO_ID,
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
      'registroId',
      'autorizaTratamientoDatos',
    ]);
  });

  it('adds only the UTM parameters the visit had', () => {
    const payload = buildRegistrationPayload(DATA, {
      fecha: FECHA,
      origin: 'http://127.0.0.1:4173',
      jornada: WAITLIST_JORNADA,
      registroId: REGISTRO_ID,
      utm: { utm_source: 'facebook', utm_campaign: 'jornada2' },
    });
    expect(payload).toMatchObject({ jornada: WAITLIST_JORNADA, utm_source: 'facebook', utm_campaign: 'jornada2' });
    expect(payload).not.toHaveProperty('utm_medium');
    expect(payload).not.toHaveProperty('utm_term');
    expect(payload).not.toHaveProperty('utm_content');
  });

  it('lets nothing but utm_* keys in through the UTM parameters', () => {
    const utm = { utm_source: 'x', registroId: 'otro', nombre: 'Otro', origen: 'https://evil.example', autorizaTratamientoDatos: false };
    const payload = buildRegistrationPayload(DATA, {
      fecha: FECHA,
      origin: 'https://jornada.example',
      jornada: WAITLIST_JORNADA,
      registroId: REGISTRO_ID,
      utm: utm as Parameters<typeof buildRegistrationPayload>[1]['utm'],
    });
    expect(payload).toMatchObject({ nombre: 'Ana', origen: 'https://jornada.example', registroId: REGISTRO_ID, autorizaTratamientoDatos: true, utm_source: 'x' });
  });
});
