/**
 * What content/ still holds that is not the firm's own: values marked as examples (PLACEHOLDER)
 * and identity fields left empty. A production build (the webhook set, no REGISTRATION_SIMULATION,
 * no BORRADOR) refuses to run while this list is not empty: next.config.js loads this module at the
 * start of `next build` and lib/build-env.js decides (README "Antes de publicar").
 *
 * Every entry comes from an explicit, typed mark in content/ (a key of SITE_PLACEHOLDERS, a team
 * member's `placeholder`, TESTIMONIALS_ARE_EXAMPLES, PLACEHOLDER_VIDEOS, a null CLAIM_BASIS, an
 * empty LEGAL_IDENTITY field, LEGAL_REVIEW without a reviewer), never from guessing at the text.
 */
import { getVerificationDigit } from 'nit-verifier';
import { LEGAL_REVIEW } from '@/content/home';
import { JORNADAS, PLACEHOLDER_VIDEOS, type Jornada } from '@/content/jornadas';
import { CLAIM_BASIS, LEGAL_IDENTITY, SITE, SITE_PLACEHOLDERS, type ClaimKey } from '@/content/site';
import { TEAM, type TeamMember } from '@/content/team';
import { NUEVAVIDA_TESTIMONIALS, TESTIMONIALS_ARE_EXAMPLES, type Testimonial } from '@/content/testimonials';
import { claimFigure } from '@/lib/claims';
import { jornadaDates } from '@/lib/jornadas';

type Leaf = string | number | boolean | null | undefined | readonly unknown[];

/** 'firmName' | 'contact' | 'contact.email' | …: every property path of a content object. */
export type ContentPath<T> = {
  [K in keyof T & string]: T[K] extends Leaf ? K : K | `${K}.${ContentPath<T[K]>}`;
}[keyof T & string];

/** The values of a content object that are still examples, each with what it is, in Spanish. */
export type PlaceholderMarks<T> = Partial<Record<ContentPath<T>, string>>;

export interface PendingItem {
  /** The file to edit, e.g. 'content/site.ts'. */
  file: string;
  /** What it is, in Spanish: 'Correo de contacto'. */
  what: string;
  /** The example value as it would be published ('' when the field is empty). */
  value: string;
}

/** The content the check reads; the real one by default, a fixture in tests. */
export interface CheckedContent {
  site: object;
  sitePlaceholders: Readonly<Record<string, string | undefined>>;
  legalIdentity: { legalName: string; nit: string };
  claimBasis: Readonly<Record<ClaimKey, string | null>>;
  legalReview: { reviewedBy: string | null };
  team: readonly TeamMember[];
  testimonialsAreExamples: boolean;
  nuevavidaTestimonials: readonly Testimonial[];
  jornadas: readonly Jornada[];
  placeholderVideos: Readonly<Record<string, readonly (keyof Jornada['videos'])[] | undefined>>;
}

export const CONTENT: CheckedContent = {
  site: SITE,
  sitePlaceholders: SITE_PLACEHOLDERS,
  legalIdentity: LEGAL_IDENTITY,
  claimBasis: CLAIM_BASIS,
  legalReview: LEGAL_REVIEW,
  team: TEAM.members,
  testimonialsAreExamples: TESTIMONIALS_ARE_EXAMPLES,
  nuevavidaTestimonials: NUEVAVIDA_TESTIMONIALS,
  jornadas: JORNADAS,
  placeholderVideos: PLACEHOLDER_VIDEOS,
};

const LEGAL_IDENTITY_LABELS = { legalName: 'Razón social de la firma', nit: 'NIT de la firma' } as const;

/**
 * What is wrong with a filled NIT as the footer and the consent print it ('901.234.567-7'), or null:
 * its verification digit is the DIAN's (nit-verifier), so a mistyped digit does not reach the page.
 */
export function nitProblem(nit: string): string | null {
  const match = /^(\d{1,3}(?:\.?\d{3}){2,3})-(\d)$/.exec(nit.trim());
  if (!match) return 'escríbalo con su dígito de verificación, como 901.234.567-7';
  const digit = getVerificationDigit(match[1]!);
  return Number(match[2]) === digit ? null : `el dígito de verificación de ${match[1]} es ${digit}`;
}

function valueAt(object: object, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), object);
}

function shown(value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => (item !== null && typeof item === 'object' && 'href' in item ? String(item.href) : shown(item))).join(', ');
  return value === null || value === undefined ? '' : String(value);
}

interface Options {
  /** SITE_URL is set at build time, so SITE.url is not what the site publishes. */
  siteUrlFromEnv?: boolean;
}

/** Everything in `content` that is not ready to publish, grouped by file in a stable order. */
export function pendingContent(content: CheckedContent = CONTENT, { siteUrlFromEnv = false }: Options = {}): PendingItem[] {
  const items: PendingItem[] = [];
  const site = 'content/site.ts';
  for (const [path, what] of Object.entries(content.sitePlaceholders)) {
    if (what === undefined || (path === 'url' && siteUrlFromEnv)) continue;
    items.push({ file: site, what, value: shown(valueAt(content.site, path)) });
  }
  for (const key of ['legalName', 'nit'] as const) {
    if (content.legalIdentity[key].trim() === '') items.push({ file: site, what: LEGAL_IDENTITY_LABELS[key], value: '' });
  }
  const nit = content.legalIdentity.nit.trim();
  const problem = nit ? nitProblem(nit) : null;
  if (problem) items.push({ file: site, what: `${LEGAL_IDENTITY_LABELS.nit}: ${problem}`, value: nit });
  for (const [claim, basis] of Object.entries(content.claimBasis) as [ClaimKey, string | null][]) {
    if (basis === null || basis.trim() === '') items.push({ file: site, what: `Sustento de la afirmación «${claimFigure(claim)}» (CLAIM_BASIS.${claim})`, value: '' });
  }
  if (!content.legalReview.reviewedBy?.trim()) {
    items.push({ file: 'content/home.ts', what: 'Revisión de lo que se dice de la Ley 2445 de 2025 por un abogado de la firma (LEGAL_REVIEW)', value: '' });
  }
  for (const member of content.team) {
    if (member.placeholder) items.push({ file: 'content/team.ts', what: `Persona de ejemplo (${member.role})`, value: member.name });
  }
  if (content.testimonialsAreExamples) {
    const recapped = content.jornadas.flatMap((jornada) => jornada.recap?.testimonials ?? []);
    items.push({ file: 'content/testimonials.ts', what: 'Testimonios de ejemplo en /nuevavida (TESTIMONIALS_ARE_EXAMPLES)', value: content.nuevavidaTestimonials.map((t) => t.name).join(', ') });
    if (recapped.length > 0) {
      items.push({ file: 'content/jornadas.ts', what: 'Testimonios de ejemplo de las jornadas (TESTIMONIALS_ARE_EXAMPLES en content/testimonials.ts)', value: recapped.map((t) => t.name).join(', ') });
    }
  }
  for (const [index, jornada] of content.jornadas.entries()) {
    const examples = content.placeholderVideos[jornada.slug] ?? [];
    for (const video of examples) {
      const id = jornada.videos[video];
      if (id) items.push({ file: 'content/jornadas.ts', what: `Video de ejemplo de la ${jornada.name} (videos.${video}; PLACEHOLDER_VIDEOS)`, value: id });
    }
    // A stub ('ID') or an entry copied from the one before, with its videos: neither is the firm's video of this jornada.
    for (const [video, id] of Object.entries(jornada.videos) as [keyof Jornada['videos'], string | undefined][]) {
      if (!id || examples.includes(video)) continue;
      const earlier = content.jornadas.slice(0, index).find((other) => Object.values(other.videos).includes(id));
      // (An id that is no YouTube id stops every build: lib/jornadas.ts checkedJornadas.)
      if (earlier) items.push({ file: 'content/jornadas.ts', what: `Video de la ${earlier.name} repetido en la ${jornada.name} (videos.${video})`, value: id });
    }
  }
  return items;
}

/** The list, in Spanish, one line per value under its file. */
export function pendingReport(items: readonly PendingItem[]): string {
  const files = [...new Set(items.map((item) => item.file))];
  return files
    .map((file) => [
      file,
      ...items.filter((item) => item.file === file).map((item) => `  - ${item.what}: ${item.value === '' ? '(vacío)' : `"${item.value}"`}`),
    ].join('\n'))
    .join('\n');
}

/**
 * The build's notice for the jornadas not ended at `now` without a broadcast id (videos.live): /envivo
 * sends their visitors to the YouTube channel, which works, so the build goes on (the id is often known
 * only days before; README "Preparar la próxima jornada").
 */
export function broadcastNotice(now: number, list: readonly Jornada[] = JORNADAS): string | undefined {
  const missing = list.filter((jornada) => Date.parse(jornada.end) > now && !jornada.videos.live?.trim());
  if (missing.length === 0) return undefined;
  const names = missing.map((jornada) => `${jornada.name} (${jornadaDates(jornada).longDate})`).join(', ');
  return (
    `Aviso: sin video en vivo (videos.live en content/jornadas.ts): ${names}. /envivo enviará a su transmisión ` +
    'en el canal de YouTube; con el id, la muestra en la página: añádalo y vuelva a publicar antes de la jornada.'
  );
}
