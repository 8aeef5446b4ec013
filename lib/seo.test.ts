import { SEO_DEFAULTS } from '@/content/seo';
import { SITE } from '@/content/site';
import { SITE_URL } from '@/lib/env';
import { absoluteUrl, pageMetadata } from '@/lib/seo';

describe('page metadata', () => {
  it('builds absolute canonical URLs with the trailing slash', () => {
    expect(absoluteUrl('/')).toBe(`${SITE_URL}/`);
    expect(absoluteUrl('/envivo')).toBe(`${SITE_URL}/envivo/`);
    expect(absoluteUrl('envivo/')).toBe(`${SITE_URL}/envivo/`);
  });

  it('repeats the site-wide social fields on every page', () => {
    const metadata = pageMetadata({ title: 'En vivo', description: 'Transmisión', path: '/envivo/' });
    expect(metadata.alternates?.canonical).toBe(`${SITE_URL}/envivo/`);
    expect(metadata.openGraph).toMatchObject({
      siteName: SITE.firmName,
      locale: 'es_CO',
      url: `${SITE_URL}/envivo/`,
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'En vivo' });
    expect(metadata.robots).toBeUndefined();
  });
});

describe('the default title', () => {
  it('names the jornada and the law, the series after the last one, and drops the law past 70 characters', () => {
    expect(SEO_DEFAULTS.title('Tercera Jornada de asesoría gratuita en insolvencia')).toBe('Tercera Jornada de asesoría gratuita en insolvencia – Ley 2445 de 2025');
    expect(SEO_DEFAULTS.title(undefined)).toBe('Jornadas de asesoría gratuita en insolvencia – Ley 2445 de 2025');
    expect(SEO_DEFAULTS.title('Duodécima Jornada de asesoría gratuita en insolvencia')).toBe('Duodécima Jornada de asesoría gratuita en insolvencia');
  });
});

describe('a draft (BORRADOR=1)', () => {
  /** lib/seo and app/robots as a build with `env` loads them. */
  const built = async (env: Record<string, string | undefined>) => {
    const saved = process.env.BORRADOR;
    process.env.BORRADOR = env.BORRADOR;
    if (env.BORRADOR === undefined) delete process.env.BORRADOR;
    try {
      let loaded: { rootMetadata: import('next').Metadata; robots: () => import('next').MetadataRoute.Robots } | undefined;
      await jest.isolateModulesAsync(async () => {
        loaded = { rootMetadata: (await import('@/lib/seo')).rootMetadata, robots: (await import('@/app/robots')).default };
      });
      return loaded!;
    } finally {
      if (saved === undefined) delete process.env.BORRADOR;
      else process.env.BORRADOR = saved;
    }
  };

  it('asks search engines not to list it, in every page, and lets them read that (robots.txt allows them in)', async () => {
    const draft = await built({ BORRADOR: '1' });
    expect(draft.rootMetadata.robots).toEqual({ index: false, follow: false });
    expect(draft.robots().rules).toEqual({ userAgent: '*', allow: '/' });
  });

  it('leaves a normal build open to them', async () => {
    for (const env of [{ BORRADOR: undefined }, { BORRADOR: '0' }]) {
      const site = await built(env);
      expect(site.rootMetadata.robots).toBeUndefined();
      expect(site.robots().rules).toEqual({ userAgent: '*', allow: '/' });
    }
  });
});
