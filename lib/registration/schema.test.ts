import { REGISTRATION_FORM } from '@/content/registration';
import { firstInvalidField, INITIAL_VALUES, mayBeValid, type RegistrationFormValues } from '@/lib/registration/fields';
import { parseRegistration } from '@/lib/registration/schema';

const messages = REGISTRATION_FORM.messages;

const VALID: RegistrationFormValues = {
  ...INITIAL_VALUES,
  nombre: 'Ana',
  apellido: 'Gómez',
  correo: 'ana@example.com',
  movil: '315-123-4567',
  autorizaTratamientoDatos: true,
};

/** Each invalid field's first message ({} when valid). */
const validateRegistration = (values: RegistrationFormValues) => parseRegistration(values).errors ?? {};

function errorsFor(changes: Partial<RegistrationFormValues>) {
  return validateRegistration({ ...VALID, ...changes });
}

describe('parseRegistration: errors', () => {
  it('accepts a complete registration', () => {
    expect(validateRegistration(VALID)).toEqual({});
    expect(parseRegistration(VALID).errors).toBeUndefined();
  });

  it('reports every field at once on an empty form, with the spec messages', () => {
    expect(validateRegistration(INITIAL_VALUES)).toEqual({
      nombre: 'El nombre debe tener al menos 2 caracteres',
      apellido: 'El apellido debe tener al menos 2 caracteres',
      correo: 'Ingrese un correo electrónico válido',
      movil: 'El número móvil debe tener al menos 10 dígitos',
      autorizaTratamientoDatos: 'Marca la casilla para autorizar el tratamiento de tus datos personales',
    });
  });

  it.each([
    ['nombre', messages.nombreMin, messages.nombreMax(80)],
    ['apellido', messages.apellidoMin, messages.apellidoMax(80)],
  ] as const)('%s: 1 character fails, 2 pass, 80 pass, 81 fail', (field, minMessage, maxMessage) => {
    expect(errorsFor({ [field]: 'A' })[field]).toBe(minMessage);
    expect(errorsFor({ [field]: 'Al' })[field]).toBeUndefined();
    expect(errorsFor({ [field]: 'a'.repeat(80) })[field]).toBeUndefined();
    expect(errorsFor({ [field]: 'a'.repeat(81) })[field]).toBe(maxMessage);
  });

  it('trims before counting: two spaces are not a name, and padding does not help', () => {
    expect(errorsFor({ nombre: '  ' }).nombre).toBe(messages.nombreMin);
    expect(errorsFor({ apellido: ' G ' }).apellido).toBe(messages.apellidoMin);
    expect(errorsFor({ movil: ' 315123456 ' }).movil).toBe(messages.movilMin);
    expect(errorsFor({ nombre: '  Ana  ', correo: '  ana@example.com ' })).toEqual({});
  });

  it('counts the characters a person sees: one emoji, or a letter with two accents, is one', () => {
    expect(errorsFor({ nombre: '😀' }).nombre).toBe(messages.nombreMin);
    expect(errorsFor({ apellido: '𠜎' }).apellido).toBe(messages.apellidoMin);
    expect(errorsFor({ nombre: 'A\u0301\u0308' }).nombre).toBe(messages.nombreMin);
    expect(errorsFor({ nombre: 'Ñ😀' }).nombre).toBeUndefined();
  });

  it('does not count invisible characters: a name of zero-width spaces is no name', () => {
    expect(errorsFor({ nombre: '\u200B\u200B' }).nombre).toBe(messages.nombreMin);
    expect(errorsFor({ apellido: 'G\u200D\u2060\uFEFF' }).apellido).toBe(messages.apellidoMin);
    expect(errorsFor({ nombre: '\u202E\u00AD' }).nombre).toBe(messages.nombreMin);
    expect(errorsFor({ movil: '315123456\u200B' }).movil).toBe(messages.movilMin);
    // What is sent is the visible text.
    expect(parseRegistration({ ...VALID, nombre: 'A\u200Bna\u0007', apellido: 'Gó\u200Fmez' }).data).toMatchObject({ nombre: 'Ana', apellido: 'Gómez' });
  });

  it.each([
    ['nombre', messages.nombreFormula],
    ['apellido', messages.apellidoFormula],
  ] as const)('%s: refuses a value a spreadsheet would run as a formula, with a Spanish message', (field, message) => {
    expect(message).toMatch(/no puede empezar con =, \+, - ni @/);
    for (const value of ['=HYPERLINK("http://x","y")', '@SUM(1+1)', '+57 Ana', '-Ana', ' =1+1', '\u200B=1+1']) {
      expect(errorsFor({ [field]: value })[field]).toBe(message);
    }
    for (const value of ['Ana-María', 'Ana@', 'Ana = Ana']) expect(errorsFor({ [field]: value })[field]).toBeUndefined();
  });

  it('keeps the spec rules of the mobile number: a leading + is a country code, not a formula', () => {
    expect(errorsFor({ movil: '+57 315 123 4567' }).movil).toBeUndefined();
  });

  it('accepts Spanish names with accents, ñ, apostrophes, hyphens and spaces', () => {
    for (const name of ['José', 'Muñoz', "D'Alessandro", 'Pérez-Ñúñez', 'María José', 'Ángela Ü']) {
      expect(errorsFor({ nombre: name, apellido: name })).toEqual({});
    }
  });

  it('mobile: 9 characters fail, 10 pass, digits only is not required, 21 characters fail', () => {
    expect(errorsFor({ movil: '315123456' }).movil).toBe(messages.movilMin);
    expect(errorsFor({ movil: '3151234567' }).movil).toBeUndefined();
    expect(errorsFor({ movil: '315-123-4567' }).movil).toBeUndefined();
    expect(errorsFor({ movil: '+57 315 123 4567' }).movil).toBeUndefined();
    expect(errorsFor({ movil: '1'.repeat(20) }).movil).toBeUndefined();
    expect(errorsFor({ movil: '1'.repeat(21) }).movil).toBe(messages.movilMax(20));
  });

  it.each(['', '   ', 'ana', 'ana@', '@example.com', 'ana@example', 'ana example@x.co', 'ana@@example.com', 'ana@example.c', 'ana..b@gmail.com', '.ana@gmail.com', 'ana.@gmail.com', 'ana@gmail..com'])(
    'rejects the e-mail %p',
    (correo) => {
      expect(errorsFor({ correo }).correo).toBe('Ingrese un correo electrónico válido');
    },
  );

  it.each(['ana@example.co', 'ana.gomez+jornada@mail.example.com.co', 'ANA_99@Sub.Example.ORG', ' ana@example.com ', 'ana@dominio.xn--c-1ga'])(
    'accepts the e-mail %p',
    (correo) => {
      expect(errorsFor({ correo }).correo).toBeUndefined();
    },
  );

  it('limits the e-mail to 254 characters', () => {
    const emailOfLength = (length: number) =>
      `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(length - 254 + 3)}.co`;
    expect(emailOfLength(254)).toHaveLength(254);
    expect(errorsFor({ correo: emailOfLength(254) }).correo).toBeUndefined();
    expect(errorsFor({ correo: emailOfLength(255) }).correo).toBe(messages.correoMax(254));
  });

  it('accepts each debt range and person type of the spec, and nothing else', () => {
    for (const rangoDeudas of ['menos-50', '50-150', '150-300', 'mas-300', 'no-problemas']) {
      expect(errorsFor({ rangoDeudas })).toEqual({});
    }
    expect(errorsFor({ rangoDeudas: 'mucho' }).rangoDeudas).toBe('Seleccione un rango de deudas');
    expect(errorsFor({ rangoDeudas: '' }).rangoDeudas).toBe('Seleccione un rango de deudas');
    expect(errorsFor({ tipoPersona: 'comerciante' })).toEqual({});
    expect(errorsFor({ tipoPersona: 'empresa' }).tipoPersona).toBe('Seleccione el tipo de persona');
  });

  it('requires the explicit consent', () => {
    expect(errorsFor({ autorizaTratamientoDatos: false }).autorizaTratamientoDatos).toBe(
      'Marca la casilla para autorizar el tratamiento de tus datos personales',
    );
  });

  it('handles very long inputs quickly and with one message per field', () => {
    const long = 'x'.repeat(100_000);
    const started = Date.now();
    const errors = errorsFor({ nombre: long, apellido: long, correo: long, movil: long });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(errors).toEqual({
      nombre: messages.nombreMax(80),
      apellido: messages.apellidoMax(80),
      correo: messages.correo,
      movil: messages.movilMax(20),
    });
  });
});

describe('parseRegistration: data', () => {
  it('trims the values and drops the honeypot', () => {
    expect(
      parseRegistration({ ...VALID, nombre: '  Ana ', apellido: ' Gómez', correo: ' ana@example.com ', movil: ' 315 123 4567 ', sitioWeb: 'x' }).data,
    ).toEqual({
      nombre: 'Ana',
      apellido: 'Gómez',
      correo: 'ana@example.com',
      movil: '315 123 4567',
      rangoDeudas: 'menos-50',
      tipoPersona: 'natural',
      autorizaTratamientoDatos: true,
    });
  });
});

describe('firstInvalidField', () => {
  it('follows the order of the form', () => {
    expect(firstInvalidField({ movil: 'x', apellido: 'y' })).toBe('apellido');
    expect(firstInvalidField({ autorizaTratamientoDatos: 'x' })).toBe('autorizaTratamientoDatos');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('mayBeValid (fields.ts: a first look while this schema has not loaded)', () => {
  it.each<Partial<RegistrationFormValues>>([
    {},
    { nombre: '  Jo ', apellido: "D'Alessandro Muñoz", correo: ' jose@example.com ' },
    { correo: 'ANA_99@Sub.Example.ORG', movil: '+57 315 123 4567' },
    { nombre: 'Íñigo', apellido: 'Ñúñez', correo: 'ana.gomez+jornada@mail.example.com.co' },
  ])('keeps values the schema accepts: %p', (change) => {
    expect(errorsFor(change)).toEqual({});
    expect(mayBeValid({ ...VALID, ...change })).toBe(true);
  });

  it.each<Partial<RegistrationFormValues>>([
    { nombre: '' },
    { apellido: ' A ' },
    { movil: '300 12' },
    { correo: 'ana@example' },
    { correo: 'ana example.com' },
    { correo: '' },
    { autorizaTratamientoDatos: false },
    { nombre: '\u200b\u200b\u200b' },
  ])('refuses values that are surely invalid, as the schema does: %p', (change) => {
    expect(errorsFor(change)).not.toEqual({});
    expect(mayBeValid({ ...VALID, ...change })).toBe(false);
  });
});
