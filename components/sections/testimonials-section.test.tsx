import { JORNADAS } from '@/content/jornadas';

const RECAPPED = JORNADAS.find((jornada) => jornada.recap)!;

/** Loads the section and the texts of every page with testimonials, with the flag as content/ has it or flipped. */
type Loaded = {
    TestimonialsSection: typeof import('@/components/sections/testimonials-section').TestimonialsSection;
    texts: typeof import('@/content/testimonials');
    recap: ReturnType<typeof import('@/content/recap').recapTexts>;
    nuevavida: typeof import('@/content/nuevavida');
    home: typeof import('@/content/home');
    /** Testing Library from the same module registry, so that it renders with the same React. */
    rtl: typeof import('@testing-library/react/pure');
};

async function load(flipped: boolean): Promise<Loaded> {
  let loaded!: Loaded;
  await jest.isolateModulesAsync(async () => {
    if (flipped) {
      jest.doMock('@/content/testimonials', () => {
        const actual = jest.requireActual<typeof import('@/content/testimonials')>('@/content/testimonials');
        const areExamples = !actual.TESTIMONIALS_ARE_EXAMPLES;
        return { ...actual, TESTIMONIALS_ARE_EXAMPLES: areExamples, TESTIMONIALS_SECTION: actual.TESTIMONIAL_TEXTS[areExamples ? 'examples' : 'real'] };
      });
    }
    loaded = {
      TestimonialsSection: (await import('@/components/sections/testimonials-section')).TestimonialsSection,
      texts: await import('@/content/testimonials'),
      recap: (await import('@/content/recap')).recapTexts(RECAPPED, []),
      nuevavida: await import('@/content/nuevavida'),
      home: await import('@/content/home'),
      rtl: await import('@testing-library/react/pure'),
    };
  });
  jest.dontMock('@/content/testimonials');
  return loaded;
}

/** Every text a page shows about testimonials, for one version. */
function shownTexts({ texts, recap, nuevavida, home }: Loaded): string[] {
  return [
    texts.TESTIMONIALS_SECTION.eyebrow,
    texts.TESTIMONIALS_SECTION.title,
    home.HOME_TESTIMONIALS!.lead,
    home.HOME_TESTIMONIALS!.featured.label,
    recap.testimonials.title,
    recap.testimonials.lead,
    nuevavida.NUEVAVIDA_TESTIMONIALS_SECTION.title,
    nuevavida.NUEVAVIDA_TESTIMONIALS_SECTION.lead,
    nuevavida.NUEVAVIDA_VIDEOS.title,
    nuevavida.NUEVAVIDA_VIDEOS.lead,
    ...nuevavida.NUEVAVIDA_VIDEOS.items.flatMap((item) => [item.title, item.caption]),
    ...Object.values(texts.TESTIMONIALS_SECTION.poster),
  ];
}

/** Words that present a testimonial as a real person's. */
const CLAIMS_REAL = /asistieron|participaron|asistentes|clientes|quienes lo hicieron|Testimonio:|Testimonios reales/i;

describe('testimonials follow TESTIMONIALS_ARE_EXAMPLES everywhere', () => {
  afterEach(() => jest.resetModules());

  it.each([false, true])('every heading, lead, link, video title and poster line says the same thing (flag flipped: %s)', async (flipped) => {
    const loaded = await load(flipped);
    const { TESTIMONIALS_ARE_EXAMPLES, TESTIMONIAL_TEXTS } = loaded.texts;
    const texts = shownTexts(loaded);
    if (TESTIMONIALS_ARE_EXAMPLES) {
      for (const text of texts) expect(text).not.toMatch(CLAIMS_REAL);
    } else {
      expect(texts).toContain(TESTIMONIAL_TEXTS.real.recap.title);
      expect(texts).toContain(TESTIMONIAL_TEXTS.real.poster.subtitle);
    }

    const { TestimonialsSection, rtl: { render, screen, cleanup } } = loaded;
    const { HOME_TESTIMONIALS } = loaded.home;
    render(<TestimonialsSection {...HOME_TESTIMONIALS!} />);
    const section = screen.getByRole('region', { name: loaded.texts.TESTIMONIALS_SECTION.title });
    expect(section).toHaveTextContent(loaded.texts.TESTIMONIALS_SECTION.eyebrow);
    expect(screen.getByRole('link', { name: HOME_TESTIMONIALS!.featured.label })).toBeInTheDocument();
    // Examples say so; real ones say that each case is different (no promised result).
    const note = screen.queryByText(TESTIMONIAL_TEXTS.examples.note!);
    if (TESTIMONIALS_ARE_EXAMPLES) expect(note).toBeInTheDocument();
    else expect(note).not.toBeInTheDocument();
    if (!TESTIMONIALS_ARE_EXAMPLES) expect(screen.getByText(TESTIMONIAL_TEXTS.real.note!)).toBeInTheDocument();
    // An example carries no rating; a real testimonial shows its stars.
    const ratings = screen.queryAllByRole('img', { name: /estrellas$/ });
    if (TESTIMONIALS_ARE_EXAMPLES) expect(ratings).toHaveLength(0);
    else expect(ratings.length).toBeGreaterThan(0);
    cleanup();
  });
});
