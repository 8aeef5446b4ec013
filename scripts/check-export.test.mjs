/**
 * `npm run test:export` (in `npm test`, after the build): assertions about the built out/, one test
 * each: required files, first-load JavaScript budgets, html-validate, links and anchors (linkinator,
 * the sitemap's URLs included) and new tabs, out/_headers and its CSP, V8's compile hints
 * (scripts/lib/compile-hints.js), and what scripts/postbuild.mjs leaves in each page (its CSS once
 * in <head>, its RSC payload in a file, its icons) with the HTML's weight. Each test lists its
 * failures, in Spanish; the budgets' tables are printed. Jest runs it as native ES modules
 * (jest.export.config.mjs), apart from the unit tests, which run before the build. Lighthouse
 * figures are `npm run bench`, not this.
 */
import { Console } from 'node:console';
import { once } from 'node:events';
import { connect } from 'node:http2';
import { gunzipSync } from 'node:zlib';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { check as checkLinks, resetSharedAgents } from 'linkinator';
import compileHints from './lib/compile-hints.js';
import deferScripts from './lib/defer-scripts.js';
import checks from './lib/export-checks.js';
import extractStyles from './lib/extract-styles.js';
import headersLib from './lib/headers.js';
import html from './lib/html.js';
import { startStaticServer } from './serve.mjs';

const { KB, htmlGzipBudgetFor, gzipBytes, jsBudgetFor, htmlBudgetFor, firstLoadJavaScript, routeOfFile, sitemapUrls, formatTable } = checks;
const { readHeadersFile, headersForPath, sha256Source } = headersLib;
const { PAYLOAD_ATTRIBUTE, STYLES_ATTRIBUTE } = deferScripts;
const { PAGE_STYLE_ATTRIBUTE } = extractStyles;

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(projectRoot, 'out');
/** Tables and counts straight to the terminal, without Jest's console decorations. */
const { log } = new Console(process.stdout);
const kb = (bytes) => (bytes / KB).toFixed(1);

/** Every file of out/, by its path from there with forward slashes; its HTML files; the pages among them. */
let files = new Set();
let htmlFiles = [];
let pages = [];
/** out/_headers' rules, if it exists. */
let headerRules;
const exists = (relative) => files.has(relative.replace(/^\//, ''));
const texts = new Map();
/** @param {string} relative a file of out/ */
function readText(relative) {
  if (!texts.has(relative)) texts.set(relative, readFile(path.join(outDir, relative), 'utf8'));
  return texts.get(relative);
}
/** What the link check counted, for the closing line. */
const counts = { links: 0, checked: 0, sitemap: 0 };

beforeAll(async () => {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true }).catch(() => {
    throw new Error(`No existe ${outDir}: ejecute "npm run build" primero.`);
  });
  files = new Set(entries.filter((entry) => entry.isFile()).map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')));
  htmlFiles = [...files].filter((file) => file.endsWith('.html')).sort();
  pages = htmlFiles.filter((file) => file === '404.html' || file === 'index.html' || file.endsWith('/index.html'));
  headerRules = exists('_headers') ? await readHeadersFile(path.join(outDir, '_headers')) : undefined;
});

afterAll(() => {
  if (files.size === 0) return;
  log(
    `\nRevisados ${htmlFiles.length} archivos HTML: ${counts.checked} enlaces internos (anclas incluidas, linkinator), ` +
      `${counts.links - counts.checked} externos sin seguir, ${counts.sitemap} URL del sitemap.\n`,
  );
});

test('Archivos obligatorios en out/', () => {
  expect(['index.html', '404.html', 'sitemap.xml', 'robots.txt'].filter((file) => !exists(file)).map((file) => `falta out/${file}`)).toEqual([]);
});

test('Presupuesto de JavaScript inicial', async () => {
  const failures = [];
  const gzipSizes = new Map();
  const rows = [['Ruta', 'Scripts', 'gzip (KB)', 'Límite (KB)', 'Estado']];
  for (const file of pages) {
    const route = routeOfFile(file);
    // A missing script is the link check's to report.
    const { bytes, scripts, external } = firstLoadJavaScript(outDir, await readText(file), gzipSizes);
    for (const source of external) failures.push(`${route}: script externo ${source}`);
    const budget = jsBudgetFor(route);
    rows.push([route, String(scripts.length), kb(bytes), kb(budget), bytes <= budget ? 'OK' : 'EXCEDIDO']);
    if (bytes > budget) failures.push(`${route}: ${kb(bytes)} KB > ${kb(budget)} KB`);
  }
  log(`\nJavaScript inicial por página (gzip nivel 9, sin polyfills noModule; 1 KB = 1000 bytes)\n${formatTable(rows)}`);
  expect(failures).toEqual([]);
});

test('HTML válido (html-validate)', async () => {
  const validation = await new HtmlValidate(new FileSystemConfigLoader()).validateMultipleFiles(htmlFiles.map((file) => path.join(outDir, file)));
  if (!validation.valid) log(`\n${formatterFactory('stylish')(validation.results)}`);
  const invalid = validation.results.filter((result) => result.errorCount > 0);
  expect(invalid.map((result) => `${path.relative(projectRoot, result.filePath)}: ${result.errorCount} ${result.errorCount === 1 ? 'error' : 'errores'}`)).toEqual([]);
});

// linkinator crawls the export as scripts/serve.mjs serves it (so "/x" for a directory is a
// redirect, reported as an error) and checks every #fragment.
test('Enlaces internos, anclas y pestañas nuevas', async () => {
  const failures = [];
  const sitemap = sitemapUrls(outDir);
  counts.sitemap = sitemap.length;
  const siteOrigin = sitemap[0] ? new URL(sitemap[0]).origin : undefined;
  for (const url of sitemap) if (new URL(url).origin !== siteOrigin) failures.push(`sitemap.xml: ${url} no es del origen ${siteOrigin}`);
  const server = await startStaticServer({ root: outDir });
  const local = server.url.replace(/\/$/, '');
  const toLocal = (url) => (siteOrigin && url.startsWith(siteOrigin) ? local + url.slice(siteOrigin.length) : url);
  let crawl;
  try {
    crawl = await checkLinks({
      // Every page (404.html included, which nothing links to) and every URL of the sitemap.
      path: [...new Set([...htmlFiles.map((file) => local + routeOfFile(file)), ...sitemap.map(toLocal)])],
      recurse: true,
      checkFragments: true,
      redirects: 'error',
      // Absolute URLs of the site (canonical, social cards) are checked against the export too.
      urlRewriteExpressions: siteOrigin ? [{ pattern: new RegExp(`^${siteOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), replacement: local }] : [],
      linksToSkip: async (link) => !link.startsWith(`${local}/`) && link !== local,
    });
  } finally {
    // Its kept-alive connections would hold the process open for seconds.
    resetSharedAgents();
    await server.close();
  }
  counts.links = crawl.links.length;
  counts.checked = crawl.links.filter((link) => link.state !== 'SKIPPED').length;
  for (const link of crawl.links.filter((result) => result.state === 'BROKEN')) {
    const url = new URL(link.url);
    const target = link.url.replace(local, '');
    if (url.hash && link.status === 200) failures.push(`${target}: no hay ningún elemento con id="${decodeURIComponent(url.hash.slice(1))}" en ${url.pathname}`);
    else {
      const status = link.status === 301 || link.status === 308 ? `${link.status}: le falta la barra final` : link.status || 'sin respuesta';
      failures.push(`${link.parent ? link.parent.replace(local, '') : 'sitemap'}: ${target} (${status})`);
    }
  }
  for (const file of htmlFiles) {
    for (const href of checks.newTabLinksWithoutNoopener(await readText(file))) failures.push(`out/${file}: target="_blank" sin rel="noopener": ${href}`);
  }
  expect(failures).toEqual([]);
});

test('Encabezados (out/_headers) y CSP', async () => {
  const failures = [];
  if (!headerRules) failures.push('falta out/_headers: "npm run build" lo genera (next build + scripts/postbuild.mjs)');
  else {
    const placeholder = /\{\{[A-Z_]+\}\}/.exec(await readText('_headers'));
    if (placeholder) failures.push(`out/_headers conserva ${placeholder[0]}: falta ejecutar scripts/postbuild.mjs tras next build`);
    for (const file of htmlFiles) {
      const route = routeOfFile(file);
      const policy = [...headersForPath(headerRules, route)].find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
      if (!policy) {
        failures.push(`${route}: sin Content-Security-Policy`);
        continue;
      }
      const scriptSrc = policy.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src ')) ?? '';
      const allowed = new Set(scriptSrc.split(/\s+/));
      const uncovered = html.inlineScripts(await readText(file)).filter((script) => !allowed.has(sha256Source(script)));
      if (uncovered.length > 0) failures.push(`out/${file}: ${uncovered.length} scripts en línea sin su hash en la CSP (¿se reconstruyó sin postbuild?)`);
    }
  }
  for (const file of htmlFiles) {
    for (const problem of checks.cspBlockedMarkup(await readText(file))) failures.push(`out/${file}: ${problem} (la CSP lo bloquea)`);
  }
  expect(failures).toEqual([]);
});

test('El servidor local sirve por HTTP/2 lo mismo que por HTTP/1.1 (npm run bench -- --http2)', async () => {
  const [plain, secure] = await Promise.all([false, true].map((http2) => startStaticServer({ root: outDir, gzip: true, http2 })));
  const session = connect(secure.url, { rejectUnauthorized: false });
  try {
    const viaHttp1 = await fetch(plain.url);
    const stream = session.request({ ':path': '/', 'accept-encoding': 'gzip' });
    const [headers] = await once(stream, 'response');
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect([headers[':status'], headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(headers['content-security-policy']).toBe(viaHttp1.headers.get('content-security-policy'));
    expect(gunzipSync(Buffer.concat(chunks)).toString('utf8')).toBe(await viaHttp1.text());
  } finally {
    session.close();
    await Promise.all([plain.close(), secure.close()]);
  }
});

test('Sugerencia de compilación en los scripts de carga inicial', async () => {
  const failures = [];
  const firstLoad = new Set(compileHints.firstLoadScriptFiles(await Promise.all(htmlFiles.map(readText))));
  for (const file of [...files].filter((name) => name.startsWith('_next/static/') && name.endsWith('.js'))) {
    const marked = compileHints.hasCompileHint(await readFile(path.join(outDir, file), 'utf8'));
    if (firstLoad.has(file) && !marked) failures.push(`out/${file}: script de carga inicial sin la sugerencia (¿se reconstruyó sin postbuild?)`);
    if (!firstLoad.has(file) && marked) failures.push(`out/${file}: lleva la sugerencia sin ser de carga inicial`);
  }
  expect(failures).toEqual([]);
});

// The CSS and the payload out of the pages (scripts/lib/extract-styles.js, split-styles.js,
// defer-scripts.js), each icon's symbol once (components/ui/icon.tsx), and the HTML's weight.
test('CSS una vez en <head>, datos RSC en su archivo y peso del HTML', async () => {
  const failures = [];
  const rows = [['Ruta', 'HTML (KB)', 'Límite (KB)', 'gzip (KB)', 'Límite (KB)', 'Estado']];
  // A season of several jornadas carries a variant per jornada (lib/page-phase.ts seasonCss): half
  // the budget more for each after the first, and no first round trip to fit (a second costs ~150 ms
  // before the first paint: scripts/BENCHMARK.md).
  const season = new Set([...(await readText('index.html')).matchAll(/html\[data-jornada="([a-z0-9-]+)"\]/g)].map((match) => match[1])).size || 1;
  for (const file of pages) {
    const route = routeOfFile(file);
    const text = await readText(file);
    const bytes = Buffer.byteLength(text);
    const budget = htmlBudgetFor(route) * (1 + (season - 1) / 2);
    const gzipped = gzipBytes(text);
    // What its response headers leave of the first round trip.
    const gzipBudget = season > 1 ? Infinity : htmlGzipBudgetFor(headerRules ? headersForPath(headerRules, route) : []);
    rows.push([route, kb(bytes), kb(budget), kb(gzipped), season > 1 ? '—' : kb(gzipBudget), bytes <= budget && gzipped <= gzipBudget ? 'OK' : 'EXCEDIDO']);
    if (bytes > budget) failures.push(`${route}: ${kb(bytes)} KB > ${kb(budget)} KB`);
    if (gzipped > gzipBudget) failures.push(`${route}: ${kb(gzipped)} KB gzip > ${kb(gzipBudget)} KB (con sus cabeceras no cabe en el primer viaje de red)`);
    for (const problem of checks.iconProblems(text)) failures.push(`out/${file}: ${problem}`);
    const tags = html.scanTags(text);
    for (const styles of tags.flatMap((tag) => tag.attribs[STYLES_ATTRIBUTE] ?? [])) {
      if (!exists(styles)) failures.push(`out/${file}: falta su hoja de estilos aplazada ${styles}`);
      if (!tags.some((tag) => tag.name === 'link' && tag.attribs.href === styles)) failures.push(`out/${file}: sin <noscript> con ${styles}`);
    }
    if (text.includes('data-styled')) failures.push(`out/${file}: conserva estilos de styled-components (¿se reconstruyó sin postbuild?)`);
    const headStyles = text.slice(0, text.indexOf('</head>')).split(`<style ${PAGE_STYLE_ATTRIBUTE}=`).length - 1;
    if (headStyles !== 1) failures.push(`out/${file}: ${headStyles} elementos <style ${PAGE_STYLE_ATTRIBUTE}> en <head>, no 1`);
    if (text.includes('self.__next_f.push(')) failures.push(`out/${file}: conserva datos RSC en línea (¿se reconstruyó sin postbuild?)`);
    const payloads = tags.flatMap((tag) => tag.attribs[PAYLOAD_ATTRIBUTE] ?? []);
    if (payloads.length !== 1) failures.push(`out/${file}: ${payloads.length} archivos de datos RSC que cargar, no 1`);
    for (const payload of payloads) {
      if (!exists(payload)) failures.push(`out/${file}: falta su archivo de datos RSC ${payload}`);
      else if ((await readText(payload.replace(/^\//, ''))).includes('data-styled')) failures.push(`${payload}: conserva estilos de styled-components`);
    }
  }
  const seasonNote = season > 1 ? `; temporada de ${season} jornadas: sin límite del primer viaje, más tabla con npm run bench` : '';
  log(`\nHTML por página (1 KB = 1000 bytes; gzip nivel 9${seasonNote})\n${formatTable(rows)}`);
  expect(failures).toEqual([]);
});

test('La receta de S3 + CloudFront (scripts/deploy/s3-sync.sh) sube cada archivo con su Content-Type y el Cache-Control de out/_headers, y las páginas solo cuando la CSP las admite', async () => {
  const { mkdtemp, writeFile: write, chmod, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { spawnSync } = await import('node:child_process');
  // An `aws` that only writes down how it was called, one call a line, its arguments between bars.
  const bin = await mkdtemp(path.join(tmpdir(), 'aws-'));
  try {
    await write(path.join(bin, 'aws'), '#!/bin/sh\nprintf "%s|" "$@" >> "$AWS_CALLS"; echo >> "$AWS_CALLS"\n');
    await chmod(path.join(bin, 'aws'), 0o755);
    const run = async (name, env = {}) => {
      const calls = path.join(bin, `${name}.log`);
      await write(calls, '');
      const result = spawnSync('bash', [path.join(projectRoot, 'scripts/deploy/s3-sync.sh'), 'cubo', 'E123'], {
        env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, AWS_CALLS: calls, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
      });
      const passes = (await readFile(calls, 'utf8')).split('\n').filter(Boolean).map((line) => line.split('|').slice(0, -1));
      return { ...result, passes };
    };
    const rules = await readHeadersFile(path.join(outDir, '_headers'));
    const cacheControl = (pathname) => [...headersForPath(rules, pathname)].find(([name]) => name.toLowerCase() === 'cache-control')?.[1];
    /** The values an option takes in a call (`--exclude a --exclude b` → ['a', 'b']). */
    const values = (pass, name) => pass.flatMap((argument, index) => (argument === name ? [pass[index + 1]] : []));
    const isPages = (pass) => pass[2] === 'out/';

    // Without a terminal to ask whether the policy allows the new pages' scripts: the fingerprinted files only, and a failure.
    const refused = await run('sin-confirmar');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('POLICY_UPDATED=1');
    expect(refused.passes.length).toBeGreaterThan(0);
    expect(refused.passes.filter(isPages)).toEqual([]);

    const { status, stdout, passes } = await run('confirmado', { POLICY_UPDATED: '1' });
    expect(status).toBe(0);
    const fingerprinted = passes.filter((pass) => pass[2] === 'out/_next/static');
    const pages = passes.filter(isPages);
    const invalidations = passes.filter((pass) => pass[0] === 'cloudfront');
    expect(passes).toEqual([...fingerprinted, ...pages, ...invalidations]);
    expect(invalidations).toEqual([['cloudfront', 'create-invalidation', '--distribution-id', 'E123', '--paths', '/*']]);
    // Fingerprinted files cached for good and never deleted; the rest revalidated, deleted when gone, never the host's files.
    for (const pass of fingerprinted) expect([values(pass, '--cache-control'), pass.includes('--delete')]).toEqual([[cacheControl('/_next/static/x.js')], false]);
    for (const pass of pages) {
      expect([values(pass, '--cache-control'), pass.includes('--delete')]).toEqual([[cacheControl('/')], true]);
      expect(values(pass, '--exclude')).toEqual(expect.arrayContaining(['_next/static/*', '_headers', '_redirects']));
    }
    // Every kind of file the export has goes up with the Content-Type its own pass gives it (none left to
    // the CLI's guess, a file without an extension neither), the HTML last.
    const typed = new Map(pages.filter((pass) => pass.includes('--content-type')).map((pass) => [values(pass, '--include')[0], values(pass, '--content-type')[0]]));
    const kinds = new Set([...files].filter((file) => !/^_(headers|redirects)$/.test(file)).map((file) => `*${path.extname(file)}`));
    for (const kind of kinds) expect([kind, typed.get(kind)]).toEqual([kind, expect.stringMatching(/^[a-z]+\/[-+.a-z0-9]+(; charset=utf-8)?$/)]);
    expect(typed.get('*.js')).toBe('text/javascript; charset=utf-8');
    expect(values(pages.at(-1), '--include')).toEqual(['*.html']);
    // Every header of a page but Cache-Control, as out/_headers gives it (HSTS was missing from a hand-written list), and the CSP's hashes to add.
    for (const [name, value] of headersForPath(rules, '/')) {
      if (name.toLowerCase() === 'cache-control') expect(stdout).not.toContain(`${name}: `);
      else expect(stdout).toContain(`  ${name}: ${value}\n`);
    }
    const csp = [...headersForPath(rules, '/')].find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? '';
    for (const hash of csp.match(/'sha256-[^']+'/g) ?? []) expect(stdout).toContain(`\n  ${hash}\n`);
  } finally {
    await rm(bin, { recursive: true, force: true });
  }
});
