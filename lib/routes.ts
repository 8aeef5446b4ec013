/** The public routes, for the sitemap (spec §2). */
export const SITEMAP_ROUTES = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/envivo/', changeFrequency: 'daily', priority: 0.8 },
  { path: '/primera-jornada/', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/nuevavida/', changeFrequency: 'monthly', priority: 0.5 },
] as const;
