import { INITIAL_VALUES, mayBeValid, type RegistrationFormValues } from '@/lib/registration/fields';
import { parseRegistration } from '@/lib/registration/schema';

const VALID: RegistrationFormValues = {
  ...INITIAL_VALUES,
  nombre: 'Ana',
  apellido: 'Gómez',
  correo: 'ana@example.com',
  movil: '315-123-4567',
  autorizaTratamientoDatos: true,
};

describe('mayBeValid (a first look while the validation has not loaded)', () => {
  it.each<Partial<RegistrationFormValues>>([
    {},
    { nombre: '  Jo ', apellido: "D'Alessandro Muñoz", correo: ' jose@example.com ' },
    { correo: 'ANA_99@Sub.Example.ORG', movil: '+57 315 123 4567' },
    { nombre: 'Íñigo', apellido: 'Ñúñez', correo: 'ana.gomez+jornada@mail.example.com.co' },
  ])('keeps values the schema accepts: %p', (change) => {
    const values = { ...VALID, ...change };
    expect(parseRegistration(values).errors).toBeUndefined();
    expect(mayBeValid(values)).toBe(true);
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
    const values = { ...VALID, ...change };
    expect(parseRegistration(values).errors).toBeDefined();
    expect(mayBeValid(values)).toBe(false);
  });
});
