/**
 * Every video poster the site shows, as data for components/images/poster-art.tsx: one invitation
 * and one recording per jornada (each jornada in its own colours, each kind in its own layout, with
 * its name and date from content/jornadas.ts), and the two of /nuevavida. app/images/[file]/route.ts
 * draws them during `next build` into out/images/, in the files lib/images.ts points to.
 */
import { JORNADA_SERIES, type Jornada } from '@/content/jornadas';
import { POSTER_COPY } from '@/content/images';
import { TESTIMONIALS_SECTION } from '@/content/testimonials';
import { POSTERS, POSTER_SMALL_WIDTH, SRCSET_FORMATS, jornadaPoster, type JornadaPosterKind, type ResponsiveImage } from '@/lib/images';
import { ALL_JORNADAS, jornadaDates } from '@/lib/jornadas';
import { theme } from '@/lib/theme';

const { colors } = theme;

/** A poster's colours: white text on `background` (AA-checked in theme.test.ts), `highlight` for the badges. */
export interface PosterPalette {
  background: string;
  /** The soft light in a corner. */
  glow: string;
  highlight: string;
  onHighlight: string;
  text: string;
}

const DARK = { highlight: colors.accent, onHighlight: colors.onAccent, text: colors.textOnDark };

/** One per jornada in turn (by its ordinal), so consecutive jornadas never look alike. */
export const JORNADA_PALETTES: readonly PosterPalette[] = [
  { background: colors.navy, glow: colors.focus, ...DARK },
  { background: colors.navySoft, glow: colors.accent, ...DARK },
  { background: colors.navyDark, glow: colors.success, ...DARK },
  { background: colors.focus, glow: colors.navyDark, ...DARK },
];

export function jornadaPalette(jornada: Pick<Jornada, 'ordinal'>): PosterPalette {
  return JORNADA_PALETTES[(jornada.ordinal - 1) % JORNADA_PALETTES.length] as PosterPalette;
}

export type PosterSpec =
  | {
      layout: 'invitation' | 'recording';
      image: ResponsiveImage;
      palette: PosterPalette;
      eyebrow: string;
      name: string;
      series: string;
      /** '30', 'Sep', '2025' */
      day: string;
      month: string;
      year: string;
      /**
       * The line under the recording's name: when it was held. None on the invitation: its date is on
       * its calendar leaf, and the card under it in the hero gives the date and the hours again (blind
       * reviews 41 and 42: the hero said the time three times in one screen).
       */
      detail?: string;
      /** '02': the recording's large numeral. */
      numeral: string;
    }
  | {
      layout: 'law' | 'testimonial';
      image: ResponsiveImage;
      eyebrow: string;
      title: string;
      lead: string;
    };

function jornadaPosterSpec(jornada: Jornada, kind: JornadaPosterKind): PosterSpec {
  const dates = jornadaDates(jornada);
  const [day = '', month = '', year = ''] = dates.shortDate.split(' ');
  const invitation = kind === 'invitacion';
  return {
    layout: invitation ? 'invitation' : 'recording',
    image: jornadaPoster(jornada, kind),
    palette: jornadaPalette(jornada),
    eyebrow: invitation ? POSTER_COPY.invitation.eyebrow : POSTER_COPY.recording.eyebrow,
    name: jornada.name,
    series: JORNADA_SERIES.nameSuffix,
    day,
    month,
    year,
    // Short enough to be drawn large (a phone shows the poster ~3.5 times smaller).
    ...(invitation ? {} : { detail: `${POSTER_COPY.recording.held} ${dates.longDate}` }),
    numeral: String(jornada.ordinal).padStart(2, '0'),
  };
}

export const ALL_POSTERS: readonly PosterSpec[] = [
  ...ALL_JORNADAS.flatMap((jornada) => [jornadaPosterSpec(jornada, 'invitacion'), jornadaPosterSpec(jornada, 'grabacion')]),
  { layout: 'law', image: POSTERS.law, ...POSTER_COPY.law },
  // Its words follow TESTIMONIALS_ARE_EXAMPLES like every other testimonial text (content/testimonials.ts).
  {
    layout: 'testimonial',
    image: POSTERS.testimonial,
    eyebrow: TESTIMONIALS_SECTION.poster.eyebrow,
    title: TESTIMONIALS_SECTION.poster.title,
    lead: TESTIMONIALS_SECTION.poster.subtitle,
  },
];

export type PosterFormat = 'avif' | 'webp' | 'jpg';
export const POSTER_FORMATS: readonly PosterFormat[] = ['avif', 'webp', 'jpg'];

export interface PosterFile {
  /** 'segunda-jornada-invitacion-800.avif': its name in /images/. */
  file: string;
  poster: PosterSpec;
  width: number;
  format: PosterFormat;
}

/**
 * Each poster at full size in every format, and at POSTER_SMALL_WIDTH in the SRCSET_FORMATS (what
 * posterSrcSet() lists): no JPEG srcset, which cost / bytes for no browser in use.
 */
export const POSTER_FILES: readonly PosterFile[] = ALL_POSTERS.flatMap((poster) => {
  const name = poster.image.base.replace('/images/', '');
  return [
    ...POSTER_FORMATS.map((format) => ({ file: `${name}.${format}`, poster, width: poster.image.width, format })),
    ...SRCSET_FORMATS.map((format) => ({ file: `${name}-${POSTER_SMALL_WIDTH}.${format}`, poster, width: POSTER_SMALL_WIDTH, format })),
  ];
});
