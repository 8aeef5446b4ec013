/**
 * Local images in public/, each in AVIF and WebP with a JPEG fallback, with their intrinsic size
 * so the browser reserves their space (no layout shift). Regenerate with `npm run images`.
 */
export interface ResponsiveImage {
  /** Path without extension, e.g. '/images/poster-invitation'. */
  base: string;
  width: number;
  height: number;
}

export const POSTERS = {
  invitation: { base: '/images/poster-invitation', width: 1280, height: 720 },
  firstSession: { base: '/images/poster-primera-jornada', width: 1280, height: 720 },
  testimonial: { base: '/images/poster-testimonio', width: 1280, height: 720 },
  live: { base: '/images/poster-en-vivo', width: 1280, height: 720 },
} as const satisfies Record<string, ResponsiveImage>;

/** YouTube's privacy-enhanced embed (no cookies until the visitor plays). */
export function youtubeEmbedUrl(videoId: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams({ rel: '0', modestbranding: '1', ...params });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${query.toString()}`;
}

export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}
