import { recapJornadas, recapPath } from '@/lib/jornadas';

/** The public routes, for the sitemap (spec §2): one recap page per jornada with a recap. */
export const SITEMAP_ROUTES = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/envivo/', changeFrequency: 'daily', priority: 0.8 },
  ...recapJornadas().map((jornada) => ({ path: recapPath(jornada), changeFrequency: 'monthly', priority: 0.6 }) as const),
  { path: '/nuevavida/', changeFrequency: 'monthly', priority: 0.5 },
] as const;
