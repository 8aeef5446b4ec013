import { CONTENT, broadcastNotice, pendingContent, pendingReport, type CheckedContent } from '@/lib/placeholders';
import type { Jornada } from '@/content/jornadas';
import { JORNADAS, PLACEHOLDER_VIDEOS } from '@/content/jornadas';
import { CLAIMS, SITE } from '@/content/site';
import { TEAM } from '@/content/team';

/** The same content once the firm has filled everything in: nothing is left to list. */
const FILLED: CheckedContent = {
  ...CONTENT,
  sitePlaceholders: {},
  legalIdentity: { legalName: 'Firma Real S.A.S.', nit: '901.234.567-7' },
  claimBasis: { rank: 'a', clientsServed: 'b', certified: 'c', satisfactionPercent: 'd', directorYears: 'e', firstSessionAttendees: 'f', familiesAdvised: 'g' },
  legalReview: { reviewedBy: 'Abogada Real, T.P. 123.456 del C. S. de la J., 1 de diciembre de 2026' },
  team: TEAM.members.map((member) => ({ ...member, placeholder: false })),
  testimonialsAreExamples: false,
  placeholderVideos: {},
};

describe('pendingContent', () => {
  it('lists every example value of content/ with its file, in Spanish, as it would be published', () => {
    const items = pendingContent();
    const find = (what: string) => items.find((item) => item.what === what);
    expect(find('Correo de contacto')).toEqual({ file: 'content/site.ts', what: 'Correo de contacto', value: SITE.contact.email });
    expect(find('Teléfono (phoneDisplay y phoneTel)')?.value).toBe(SITE.contact.phoneDisplay);
    expect(find('Dirección de la oficina')?.value).toBe(SITE.contact.address);
    expect(find('Días y horas en que se responde por WhatsApp (/nuevavida)')?.value).toBe(SITE.contact.whatsappHours);
    expect(find('Cómo y cuándo llega el enlace de la jornada (panel «Registro completado»)')?.value).toBe(SITE.linkDelivery);
    expect(find('Razón social de la firma')).toEqual({ file: 'content/site.ts', what: 'Razón social de la firma', value: '' });
    expect(find('NIT de la firma')?.file).toBe('content/site.ts');
    for (const member of TEAM.members) {
      expect(items).toContainEqual({ file: 'content/team.ts', what: `Persona de ejemplo (${member.role})`, value: member.name });
    }
    expect(items.filter((item) => item.what.startsWith('Testimonios de ejemplo')).map((item) => item.file)).toEqual(['content/testimonials.ts', 'content/jornadas.ts']);
    for (const jornada of JORNADAS) {
      for (const video of PLACEHOLDER_VIDEOS[jornada.slug] ?? []) {
        expect(items).toContainEqual({
          file: 'content/jornadas.ts',
          what: `Video de ejemplo de la ${jornada.name} (videos.${video}; PLACEHOLDER_VIDEOS)`,
          value: jornada.videos[video],
        });
      }
    }
    expect(items).toContainEqual({
      file: 'content/home.ts',
      what: 'Revisión de lo que se dice de la Ley 2445 de 2025 por un abogado de la firma (LEGAL_REVIEW)',
      value: '',
    });
    expect(items.some((item) => item.what.startsWith(`Sustento de la afirmación «${CLAIMS.rank}»`))).toBe(true);
  });

  it('lists nothing once every mark is gone and the identity is filled', () => {
    expect(pendingContent(FILLED)).toEqual([]);
  });

  it.each([
    // The DIAN's verification digits of 901.234.567 and 860.069.804 are 7 and 2.
    ['901.234.567-8', 'NIT de la firma: el dígito de verificación de 901.234.567 es 7'],
    ['860069804-3', 'NIT de la firma: el dígito de verificación de 860069804 es 2'],
    ['901.234.567', 'NIT de la firma: escríbalo con su dígito de verificación, como 901.234.567-7'],
    ['NIT 901.234.567-7', 'NIT de la firma: escríbalo con su dígito de verificación, como 901.234.567-7'],
  ])('lists a filled NIT %s that is not one, saying why', (nit, what) => {
    expect(pendingContent({ ...FILLED, legalIdentity: { legalName: 'Firma Real S.A.S.', nit } })).toEqual([{ file: 'content/site.ts', what, value: nit }]);
  });

  it("takes a NIT with or without dots, a company's or a person's", () => {
    for (const nit of ['901.234.567-7', '901234567-7', '860.069.804-2', '79.123.456-0'])
      expect(pendingContent({ ...FILLED, legalIdentity: { legalName: 'Firma Real S.A.S.', nit } })).toEqual([]);
  });

  it('lists one real person left as an example, a blank NIT and one example video', () => {
    const items = pendingContent({
      ...FILLED,
      legalIdentity: { legalName: 'Firma Real S.A.S.', nit: '  ' },
      team: [{ name: 'Ana Pérez', role: 'Abogada', text: '…', placeholder: true }],
      jornadas: [{ ...JORNADAS[0]!, slug: 'jornada-de-prueba', name: 'Jornada de Prueba', videos: { ...JORNADAS[0]!.videos, invitation: 'abcdefghijk' } }],
      placeholderVideos: { 'jornada-de-prueba': ['invitation'] },
    });
    expect(items.map((item) => [item.file, item.what])).toEqual([
      ['content/site.ts', 'NIT de la firma'],
      ['content/team.ts', 'Persona de ejemplo (Abogada)'],
      ['content/jornadas.ts', 'Video de ejemplo de la Jornada de Prueba (videos.invitation; PLACEHOLDER_VIDEOS)'],
    ]);
  });

  it('lists a video copied from an earlier jornada, but not the broadcast kept as its recording', () => {
    const earlier = { ...JORNADAS[0]!, slug: 'jornada-a', name: 'Jornada A', videos: { invitation: 'aaaaaaaaaaa', live: 'bbbbbbbbbbb', recording: 'bbbbbbbbbbb' } };
    const next = { ...JORNADAS[0]!, slug: 'jornada-b', name: 'Jornada B', videos: { invitation: 'ccccccccccc', live: 'bbbbbbbbbbb' } };
    const items = pendingContent({ ...FILLED, jornadas: [earlier, next] });
    expect(items.map((item) => [item.what, item.value])).toEqual([['Video de la Jornada A repetido en la Jornada B (videos.live)', 'bbbbbbbbbbb']]);
  });

  it('does not ask for the site address in content/site.ts when SITE_URL sets it at build time', () => {
    const url = (options?: { siteUrlFromEnv: boolean }) => pendingContent(CONTENT, options).some((item) => item.value === SITE.url);
    expect(url()).toBe(true);
    expect(url({ siteUrlFromEnv: true })).toBe(false);
  });
});

describe('pendingReport', () => {
  it('groups the values under their file, an empty one as (vacío)', () => {
    expect(
      pendingReport([
        { file: 'content/site.ts', what: 'Correo de contacto', value: 'info@firma.example' },
        { file: 'content/team.ts', what: 'Persona de ejemplo (Abogada)', value: 'Ana Pérez' },
        { file: 'content/site.ts', what: 'NIT de la firma', value: '' },
      ]),
    ).toBe(
      [
        'content/site.ts',
        '  - Correo de contacto: "info@firma.example"',
        '  - NIT de la firma: (vacío)',
        'content/team.ts',
        '  - Persona de ejemplo (Abogada): "Ana Pérez"',
      ].join('\n'),
    );
  });
});

describe('broadcastNotice', () => {
  /** A season of the tests' own. */
  const jornada = (ordinal: number, day: string, videos: Jornada['videos']): Jornada => ({
    ordinal, slug: `j${ordinal}`, name: `Jornada ${ordinal}`, start: `${day}T19:00:00-05:00`, end: `${day}T21:00:00-05:00`, videos,
  });
  const list = [jornada(1, '2031-01-10', {}), jornada(2, '2031-02-10', { live: 'abc' }), jornada(3, '2031-03-10', { invitation: 'x', live: ' ' })];

  it('names each jornada not ended yet without its broadcast id, with its date', () => {
    const notice = broadcastNotice(Date.parse('2031-01-20T00:00:00-05:00'), list);
    expect(notice).toContain('Jornada 3 (10 de marzo de 2031)');
    expect(notice).not.toContain('Jornada 1');
    expect(notice).not.toContain('Jornada 2');
    expect(notice).toContain('videos.live en content/jornadas.ts');
  });

  it('says nothing when every one to come has it', () => {
    expect(broadcastNotice(Date.parse('2031-04-01T00:00:00-05:00'), list)).toBeUndefined();
    expect(broadcastNotice(0, [list[1]!])).toBeUndefined();
  });
});
