/**
 * Each page's social card (Open Graph and X, 1200×630): what it says and its alt text, from the
 * same content the page shows. The `opengraph-image.tsx` beside each route draws it
 * (components/images/social-card-art.tsx) during the build.
 */
import { createHash } from 'node:crypto';
import { CARD_COPY, LAW_NAME } from '@/content/images';
import { JORNADA_SERIES } from '@/content/jornadas';
import { NUEVAVIDA_HERO, NUEVAVIDA_SEO } from '@/content/nuevavida';
import { SEO_DEFAULTS } from '@/content/seo';
import { SITE } from '@/content/site';
import { figureValue } from '@/lib/claims';
import { ALL_JORNADAS, jornadaDates, jornadaFullName, recapJornadas } from '@/lib/jornadas';
import { BUILD_JORNADA, BUILD_PHASE } from '@/lib/build-season';

/** The social cards' size (Open Graph's 1.91:1). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

export type CardTone = 'navy' | 'live' | 'accent' | 'recap';

export interface CardSpec {
  alt: string;
  tone: CardTone;
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Who publishes it, at the foot. */
  brand: string;
  /** The calendar leaf: '30', 'Sep'. */
  date?: { day: string; month: string };
  stats?: readonly { value: string; label: string }[];
}

/**
 * The card's file name under `<route>/opengraph-image/`: 'tarjeta-<hash of what it says>.png'. Next
 * exports a generated image without an extension (vercel/next.js#82177), which static hosts serve as
 * application/octet-stream and social networks then ignore; an id ending in `.png` gives it one. The
 * hash gives a card that says something new (another phase, the next jornada) a new URL: WhatsApp and
 * Facebook keep an image by its URL, and Next's own `?` suffix follows the route, not the image.
 */
export function cardId(card: CardSpec): string {
  return `tarjeta-${contentHash(card)}.png`;
}

function contentHash(card: CardSpec): string {
  return createHash('sha256').update(JSON.stringify(card)).digest('hex').slice(0, 8);
}

/** Where a route's card is published: '/envivo/' → '/envivo/opengraph-image/tarjeta-<hash>.png'. */
export function cardPath(routePath: string, card: CardSpec): string {
  return `${routePath}opengraph-image/${cardId(card)}`;
}

/** What `generateImageMetadata` returns for a card. */
export function cardImageMetadata(card: CardSpec) {
  return [{ id: cardId(card), alt: card.alt, size: CARD_SIZE, contentType: 'image/png' }];
}

function calendarLeaf(jornada: typeof BUILD_JORNADA) {
  const [day = '', month = ''] = jornadaDates(jornada).shortDate.split(' ');
  return { day, month };
}

/** The site's title as the built HTML has it: the card's alt text says the same. */
const HOME_ALT = SEO_DEFAULTS.title(BUILD_PHASE === 'ended' ? undefined : jornadaFullName(BUILD_JORNADA));

/** `/` and every page without its own card: the jornada the site announces, or the series once it ended. */
export function homeCard(): CardSpec {
  const brand = SITE.firmName;
  if (BUILD_PHASE === 'ended') {
    return { alt: HOME_ALT, tone: 'navy', eyebrow: CARD_COPY.free, title: `Jornadas ${JORNADA_SERIES.nameSuffix}`, subtitle: `${LAW_NAME} · ${CARD_COPY.waitlist}`, brand };
  }
  const dates = jornadaDates(BUILD_JORNADA);
  return {
    alt: HOME_ALT,
    tone: 'navy',
    eyebrow: `${CARD_COPY.free} · ${dates.longDate}`,
    title: jornadaFullName(BUILD_JORNADA),
    subtitle: `${LAW_NAME} · ${CARD_COPY.register}`,
    brand,
    date: calendarLeaf(BUILD_JORNADA),
  };
}

/** /envivo's: the broadcast to come, or once the last jornada ended (the page's recording), when it took place. */
export function envivoCard(): CardSpec {
  const dates = jornadaDates(BUILD_JORNADA);
  const title = jornadaFullName(BUILD_JORNADA);
  if (BUILD_PHASE === 'ended') {
    return { alt: `${CARD_COPY.recording}: ${title}`, tone: 'navy', eyebrow: CARD_COPY.recording, title, subtitle: `${dates.longDate} · ${LAW_NAME}`, brand: SITE.firmName, date: calendarLeaf(BUILD_JORNADA) };
  }
  return {
    alt: `${CARD_COPY.live}: ${title}`,
    tone: 'live',
    eyebrow: CARD_COPY.live,
    title,
    subtitle: `${dates.longDate} · ${dates.timeRange} (${JORNADA_SERIES.timeZoneLabel})`,
    brand: SITE.firmName,
    date: calendarLeaf(BUILD_JORNADA),
  };
}

export function nuevavidaCard(): CardSpec {
  return { alt: NUEVAVIDA_HERO.title, tone: 'accent', eyebrow: NUEVAVIDA_HERO.eyebrow, title: NUEVAVIDA_HERO.title, subtitle: NUEVAVIDA_SEO.title, brand: SITE.firmName };
}

/**
 * A recap page's card is drawn by app/images/[file]/route.tsx, not by an `opengraph-image` beside
 * the page: in a static export a route handler below a dynamic segment gets only its own segment's
 * `generateStaticParams` (next/dist/build/segment-config/app/app-segments.js), so
 * `[jornada]/opengraph-image` would not know the jornadas. Named after what it says, as cardId names the others.
 */
export function recapCardFile(slug: string): string {
  return `tarjeta-${slug}-${contentHash(recapCard(slug))}.png`;
}

export const RECAP_CARD_FILES: readonly { file: string; slug: string }[] = recapJornadas().map(({ slug }) => ({ file: recapCardFile(slug), slug }));

/** A recap page's card: its results in figures. */
export function recapCard(slug: string): CardSpec {
  const jornada = ALL_JORNADAS.find((candidate) => candidate.slug === slug);
  if (!jornada?.recap) throw new Error(`No recap for ${slug}`);
  const title = `${CARD_COPY.recap} de la ${jornada.name}`;
  return {
    alt: title,
    tone: 'recap',
    eyebrow: `${CARD_COPY.recap} · ${jornadaDates(jornada).longDate}`,
    title,
    subtitle: jornada.recap.summary,
    brand: SITE.firmName,
    stats: jornada.recap.stats.map((stat) => ({ value: figureValue(stat), label: stat.label })),
  };
}
