/** @jest-environment node */
import {
  classifyReference,
  collectIds,
  collectReferences,
  cspBlockedMarkup,
  fileForPath,
  jsBudgetFor,
  newTabLinksWithoutNoopener,
  routeOfFile,
} from './export-checks';

const FILES: Record<string, 'file' | 'directory'> = {
  'index.html': 'file',
  envivo: 'directory',
  'envivo/index.html': 'file',
  'images/poster.webp': 'file',
};
const kindOf = (relative: string) => FILES[relative];

describe('budgets and routes', () => {
  it('allows the main page more first-load JavaScript than the others, in 1000-byte KB', () => {
    expect(jsBudgetFor('/')).toBe(165_000);
    expect(jsBudgetFor('/envivo/')).toBe(150_000);
    expect(jsBudgetFor('/404.html')).toBe(150_000);
  });

  it('maps exported files to the paths they are served at', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('primera-jornada/index.html')).toBe('/primera-jornada/');
    expect(routeOfFile('404.html')).toBe('/404.html');
  });
});

describe('collectReferences and collectIds', () => {
  const page = [
    '<link rel="icon" href="/icon.svg"/>',
    '<meta property="og:image" content="https://sitio.co/og.png"/>',
    '<a href="#register">Registrarse</a>',
    '<img src="/images/a.webp" srcset="/images/a-1x.webp 1x, /images/a-2x.webp 2x"/>',
    '<section id="register"></section><a name="legacy"></a>',
  ].join('');

  it('finds href, src, srcset candidates and social-card image URLs', () => {
    expect(collectReferences(page).map((reference) => reference.value)).toEqual([
      '/icon.svg',
      'https://sitio.co/og.png',
      '#register',
      '/images/a.webp',
      '/images/a-1x.webp',
      '/images/a-2x.webp',
    ]);
  });

  it('finds ids and named anchors', () => {
    expect([...collectIds(page)]).toEqual(['register', 'legacy']);
  });
});

describe('classifyReference', () => {
  it('resolves same-page, root and other-page anchors against the page path', () => {
    expect(classifyReference('#team', '/envivo/', undefined)).toEqual({ kind: 'internal', path: '/envivo/', fragment: 'team' });
    expect(classifyReference('/#team', '/envivo/', undefined)).toEqual({ kind: 'internal', path: '/', fragment: 'team' });
    expect(classifyReference('/primera-jornada/#stats', '/', undefined)).toEqual({ kind: 'internal', path: '/primera-jornada/', fragment: 'stats' });
  });

  it('treats absolute URLs on the site origin as internal and others as external', () => {
    expect(classifyReference('https://sitio.co/envivo/', '/', 'https://sitio.co')).toEqual({ kind: 'internal', path: '/envivo/', fragment: undefined });
    expect(classifyReference('https://www.youtube-nocookie.com/embed/x', '/', 'https://sitio.co')).toEqual({
      kind: 'external',
      url: 'https://www.youtube-nocookie.com/embed/x',
    });
  });

  it('skips mailto/tel and flags javascript: URLs', () => {
    expect(classifyReference('mailto:info@sitio.co', '/', undefined)).toEqual({ kind: 'skip' });
    expect(classifyReference('tel:+576010000000', '/', undefined)).toEqual({ kind: 'skip' });
    expect(classifyReference('javascript:void(0)', '/', undefined).kind).toBe('invalid');
  });
});

describe('fileForPath', () => {
  it('serves directories through index.html and files as they are', () => {
    expect(fileForPath('/', kindOf)).toEqual({ file: 'index.html' });
    expect(fileForPath('/envivo/', kindOf)).toEqual({ file: 'envivo/index.html' });
    expect(fileForPath('/images/poster.webp', kindOf)).toEqual({ file: 'images/poster.webp' });
  });

  it('reports missing files and a directory linked without its trailing slash', () => {
    expect(fileForPath('/nuevavida/', kindOf)).toEqual({ error: 'no existe out/nuevavida/index.html' });
    expect(fileForPath('/envivo', kindOf)).toEqual({ error: expect.stringMatching(/barra final/) });
  });
});

describe('page-level checks', () => {
  it('finds new-tab links without noopener', () => {
    const page = [
      '<a href="https://a.co" target="_blank" rel="noopener noreferrer">ok</a>',
      '<a href="https://b.co" target="_blank" rel="noreferrer">no</a>',
      '<a href="https://c.co" target="_blank">no</a>',
      '<a href="/x/">same tab</a>',
    ].join('');
    expect(newTabLinksWithoutNoopener(page)).toEqual(['https://b.co', 'https://c.co']);
  });

  it('finds markup the CSP blocks', () => {
    expect(cspBlockedMarkup('<img src="/a.png" onerror="x()"/><a href="javascript:go()">x</a><a href="/ok/">ok</a>')).toEqual([
      '<img onerror="…">',
      '<a href="javascript:go()">',
    ]);
  });
});
