/**
 * The video posters in /images/, each in AVIF and WebP with a JPEG fallback, with their intrinsic
 * size so the browser reserves their space (no layout shift). app/images/[file]/route.tsx draws
 * them from content/ during every build (lib/posters.ts lists them).
 */
import type { Jornada } from '@/content/jornadas';

export interface ResponsiveImage {
  /** Path without extension, e.g. '/images/poster-invitation'. */
  base: string;
  width: number;
  height: number;
}

const POSTER_SIZE = { width: 1280, height: 720 } as const;

/**
 * Each poster is also written this wide (`<base>-800.avif`…), for phones: a 412 px wide screen at
 * 1.75 device pixels per px needs 721, and the full poster weighs about half as much again.
 */
export const POSTER_SMALL_WIDTH = 800;

/** The formats a poster's `<source>`s list at both widths; its `<img src>` is a full-size JPEG, for a browser that reads neither. */
export const SRCSET_FORMATS = ['avif', 'webp'] as const;

/** A poster's `srcset` in one format: the phone-sized file and the full one. */
export function posterSrcSet(image: ResponsiveImage, extension: (typeof SRCSET_FORMATS)[number]): string {
  return `${image.base}-${POSTER_SMALL_WIDTH}.${extension} ${POSTER_SMALL_WIDTH}w, ${image.base}.${extension} ${image.width}w`;
}

/** Posters that belong to no jornada. */
export const POSTERS = {
  law: { base: '/images/poster-ley', ...POSTER_SIZE },
  testimonial: { base: '/images/poster-testimonio', ...POSTER_SIZE },
} as const satisfies Record<string, ResponsiveImage>;

/** What a jornada's poster announces: its invitation (before and during it) or its recording. */
export type JornadaPosterKind = 'invitacion' | 'grabacion';

/** '/images/segunda-jornada-grabacion' (lib/posters.ts draws one of each per jornada). */
export function jornadaPoster(jornada: Pick<Jornada, 'slug'>, kind: JornadaPosterKind): ResponsiveImage {
  return { base: `/images/${jornada.slug}-${kind}`, ...POSTER_SIZE };
}

/** YouTube's privacy-enhanced embed (no cookies until the visitor plays). */
export function youtubeEmbedUrl(videoId: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams({ rel: '0', modestbranding: '1', ...params });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${query.toString()}`;
}

export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}
