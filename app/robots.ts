import type { MetadataRoute } from 'next';
import { IS_DRAFT } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    // A draft (BORRADOR=1) keeps every crawler out; its pages say noindex too (lib/seo.ts).
    rules: IS_DRAFT ? { userAgent: '*', disallow: '/' } : { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/').replace(/\/$/, '/sitemap.xml'),
  };
}
