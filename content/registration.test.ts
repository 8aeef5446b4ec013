describe('the consent names who is responsible for the data (Ley 1581 de 2012)', () => {
  /** The consent's text as built with the firm's legal identity set to `identity`. */
  function consentWith(identity: { legalName: string; nit: string }): { text: string; firmName: string } {
    let result = { text: '', firmName: '' };
    jest.isolateModules(() => {
      const site = jest.requireActual<typeof import('@/content/site')>('@/content/site');
      Object.assign(site.LEGAL_IDENTITY, identity);
      const { REGISTRATION_FORM } = jest.requireActual<typeof import('@/content/registration')>('@/content/registration');
      result = { text: REGISTRATION_FORM.consent.text, firmName: site.SITE.firmName };
    });
    return result;
  }

  it('by its trade name until the firm fills in its legal identity', () => {
    const { text, firmName } = consentWith({ legalName: '', nit: '' });
    expect(text).toContain(`Autorizo a ${firmName} a tratar mis datos personales`);
    expect(text).not.toContain('NIT');
  });

  it('by its legal name and NIT once filled in, and says what the data is for and how it is used', () => {
    const { text } = consentWith({ legalName: ' Asesoría en Insolvencia Colombia S.A.S. ', nit: '901.234.567-8' });
    expect(text).toContain('Autorizo a Asesoría en Insolvencia Colombia S.A.S. (NIT\u00a0901.234.567-8) a tratar mis datos personales');
    expect(text).toContain('incluido el rango de mis deudas, para inscribirme en sus jornadas gratuitas o avisarme de las próximas, y contactarme sobre ellas por correo, teléfono o WhatsApp');
  });
});
