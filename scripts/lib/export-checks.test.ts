/** @jest-environment node */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  cspBlockedMarkup,
  formatTable,
  htmlGzipBudgetFor,
  firstLoadJavaScript,
  gzipBytes,
  htmlBudgetFor,
  jsBudgetFor,
  newTabLinksWithoutNoopener,
  routeOfFile,
  siteRoutes,
  sitemapUrls,
} from './export-checks';

describe('budgets and routes', () => {
  it('allows the main page more first-load JavaScript than the others, in 1000-byte KB', () => {
    expect(jsBudgetFor('/')).toBe(165_000);
    expect(jsBudgetFor('/envivo/')).toBe(150_000);
    expect(jsBudgetFor('/404.html')).toBe(150_000);
    expect(htmlBudgetFor('/')).toBe(90_000);
    expect(htmlBudgetFor('/envivo/')).toBe(45_000);
  });

  it("keeps every page's gzipped HTML within the first round trip of Lighthouse's network, headers included", () => {
    // 14,600 bytes, less 450 for the host's own headers (and what Lighthouse adds) and each of the page's own.
    expect(htmlGzipBudgetFor([])).toBe(14_150);
    expect(htmlGzipBudgetFor([['X-Frame-Options', 'DENY']])).toBe(14_150 - 'X-Frame-Options: DENY\r\n'.length);
    expect(gzipBytes('a'.repeat(10_000))).toBe(gzipSync('a'.repeat(10_000), { level: 9 }).length);
  });

  it('maps exported files to the paths they are served at', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('primera-jornada/index.html')).toBe('/primera-jornada/');
    expect(routeOfFile('404.html')).toBe('/404.html');
  });

  it("lists the sitemap's pages once each, then a path no page has", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'export-checks-'));
    try {
      expect(sitemapUrls(root)).toEqual([]);
      const sitemap = ['https://a.co/', 'https://a.co/envivo/', 'https://a.co/envivo/'].map((url) => `<url><loc>\n  ${url}\n</loc></url>`).join('');
      await writeFile(path.join(root, 'sitemap.xml'), `<urlset>${sitemap}</urlset>`);
      expect(sitemapUrls(root)).toEqual(['https://a.co/', 'https://a.co/envivo/', 'https://a.co/envivo/']);
      expect(siteRoutes(root)).toEqual(['/', '/envivo/', '/ruta-que-no-existe/']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('formatTable', () => {
  it('aligns the first column to the left and the others to the right', () => {
    expect(formatTable([['Ruta', 'KB'], ['/envivo/', '9.5'], ['/', '120.0']], '  ')).toBe(
      ['  Ruta         KB', '  /envivo/    9.5', '  /         120.0'].join('\n'),
    );
  });
});

describe('firstLoadJavaScript', () => {
  it('adds the gzip size of each same-site script once, without noModule polyfills or missing files, and lists the others', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'export-checks-'));
    try {
      await mkdir(path.join(root, '_next'));
      const a = 'console.log("a");'.repeat(50);
      const b = 'console.log("b");';
      await writeFile(path.join(root, '_next', 'a.js'), a);
      await writeFile(path.join(root, '_next', 'b.js'), b);
      await writeFile(path.join(root, '_next', 'polyfill.js'), 'x'.repeat(5000));
      const page = [
        '<script src="/_next/a.js"></script><script src="/_next/a.js"></script><script src="/_next/b.js" async></script>',
        '<script src="/_next/polyfill.js" nomodule></script><script src="https://cdn.example/x.js"></script><script src="/_next/gone.js"></script>',
      ].join('');
      expect(firstLoadJavaScript(root, page)).toEqual({
        bytes: gzipSync(a, { level: 9 }).length + gzipSync(b, { level: 9 }).length,
        scripts: ['/_next/a.js', '/_next/b.js', 'https://cdn.example/x.js', '/_next/gone.js'],
        external: ['https://cdn.example/x.js'],
      });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
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
