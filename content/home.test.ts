import type { Jornada } from '@/content/jornadas';

/** A season of the test's own: two jornadas with a recap each, and one still to come. */
const recapOf = (figure: string, person: string): Jornada['recap'] => ({
  stats: [{ value: figure, label: 'personas conectadas' }],
  summary: 'Resumen de prueba.',
  testimonials: [{ name: person, location: 'Tunja', text: 'Texto de prueba.', rating: 5 }],
});
const SEASON: Jornada[] = [
  { ordinal: 1, slug: 'jornada-a', name: 'Jornada A', start: '2031-03-05T19:00:00-05:00', end: '2031-03-05T21:00:00-05:00', videos: {}, recap: recapOf('+10', 'Ana') },
  { ordinal: 2, slug: 'jornada-b', name: 'Jornada B', start: '2031-06-04T19:00:00-05:00', end: '2031-06-04T21:00:00-05:00', videos: {}, recap: recapOf('+20', 'Beatriz') },
  { ordinal: 3, slug: 'jornada-c', name: 'Jornada C', start: '2031-09-03T19:00:00-05:00', end: '2031-09-03T21:00:00-05:00', videos: {} },
];

function homeWith(jornadas: Jornada[]): typeof import('@/content/home') {
  let home!: typeof import('@/content/home');
  jest.isolateModules(() => {
    jest.doMock('@/content/jornadas', () => ({ ...jest.requireActual('@/content/jornadas'), JORNADAS: jornadas }));
    home = jest.requireActual<typeof import('@/content/home')>('@/content/home');
  });
  jest.dontMock('@/content/jornadas');
  return home;
}

describe('the results and the testimonial on / follow the latest jornada with a recap', () => {
  it('once a later jornada has its recap, / shows its figures and testimonials, and links to its page', () => {
    const { RESULTS, HOME_TESTIMONIALS, HERO } = homeWith(SEASON);
    expect(RESULTS.title).toBe('Resultados de la Jornada B');
    expect(RESULTS.stats).toEqual(SEASON[1]!.recap!.stats);
    expect(RESULTS.link.href).toBe('/jornada-b/');
    expect(HOME_TESTIMONIALS!.testimonials.map((testimonial) => testimonial.name)).toEqual(['Beatriz']);
    // The hero's banner stays the first jornada's track record (spec §2).
    expect(HERO.bannerLink.href).toBe('/jornada-a/');
  });

  it('before any has a recap, the first jornada’s (and no testimonial)', () => {
    const { RESULTS, HOME_TESTIMONIALS } = homeWith(SEASON.map((jornada) => ({ ...jornada, recap: undefined })));
    expect(RESULTS.title).toBe('Resultados de la Jornada A');
    expect(RESULTS.stats).toEqual([]);
    expect(HOME_TESTIMONIALS).toBeNull();
  });
});
