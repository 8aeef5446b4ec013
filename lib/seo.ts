import type { Metadata } from 'next';
import { SITE } from '@/content/site';
import { SEO_DEFAULTS } from '@/content/seo';
import { IS_DRAFT, SITE_URL } from '@/lib/env';
import { BUILD_JORNADA, BUILD_PHASE } from '@/lib/build-season';
import { jornadaFullName } from '@/lib/jornadas';

/** The site's default title: what the built HTML (and so a link preview) describes. */
export const SITE_TITLE = SEO_DEFAULTS.title(BUILD_PHASE === 'ended' ? undefined : jornadaFullName(BUILD_JORNADA));

/** Absolute URL of a site path; paths end in '/' as the export does (trailingSlash). */
export function absoluteUrl(path: string): string {
  const normalised = path === '' || path === '/' ? '/' : `/${path.replace(/^\/+|\/+$/g, '')}/`;
  return `${SITE_URL}${normalised}`;
}

interface PageMetadataInput {
  title: string;
  description: string;
  /** Route path, e.g. '/' or '/envivo/'. */
  path: string;
  /** The social card, where the route has no `opengraph-image` of its own. */
  image?: { url: string; width: number; height: number; alt: string; type?: string };
  /** Extra <meta name=…> pairs, e.g. the event's start time. */
  other?: Record<string, string>;
}

/**
 * Metadata for one page. Next merges a page's `openGraph` and `twitter` objects shallowly over the
 * layout's (they replace it), so the site-wide fields are repeated here for every page. Their
 * images come from the `opengraph-image.tsx` beside each route (lib/social-cards.ts).
 */
export function pageMetadata({ title, description, path, image, other }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'es_CO',
      siteName: SITE.firmName,
      title,
      description,
      url,
      ...(image ? { images: [image] } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      ...(image ? { images: [{ url: image.url, alt: image.alt }] } : {}),
    },
    ...(other ? { other } : {}),
  };
}

/** Site-wide defaults for the root layout. */
export const rootMetadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: SITE_TITLE, template: `%s | ${SITE.shortName}` },
  description: SEO_DEFAULTS.description,
  // No applicationName: the title names the firm, and each byte of / counts toward its first round trip.
  formatDetection: { telephone: false, email: false, address: false },
  // robots.txt still lets crawlers in: one kept out never reads the noindex (Google's robots meta docs).
  ...(IS_DRAFT ? { robots: { index: false, follow: false } } : {}),
};
