// @ts-check
/**
 * Measures of the static export that no tool makes, for the export checks (scripts/check-export.test.mjs, `npm run
 * test:export`) and, counted the same way, scripts/bench.mjs and scripts/postbuild.mjs. 1 KB = 1000 bytes throughout.
 */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');
const { firstLoadScriptSources, scanTags } = require('./html');

const KB = 1000;

/** First-load JavaScript budget, gzip level 9: `/` may carry the form's lazy entry point. @param {string} route e.g. "/", "/404.html" */
const jsBudgetFor = (route) => (route === '/' ? 165 : 150) * KB;

/** Raw HTML budget: half of the 180 KB `/` weighed when first measured (scripts/BENCHMARK.md). @param {string} route */
const htmlBudgetFor = (route) => (route === '/' ? 90 : 45) * KB;

/**
 * A page's gzip budget: what its headers (its CSP grows with each inline script's hash) leave of Lighthouse's simulated
 * first round trip, 10 TCP segments of 1460 bytes: a byte more costs 150 ms before the first paint. Any host adds ~350
 * bytes (342 from scripts/serve.mjs with --gzip), and Lighthouse counts ~100 more than the header text (BENCHMARK.md, session 17).
 * @param {Iterable<[string, string]>} headers out/_headers' rules for the page
 */
const htmlGzipBudgetFor = (headers) => [...headers].reduce((bytes, [name, value]) => bytes - Buffer.byteLength(`${name}: ${value}\r\n`), 10 * 1460 - 450);

/** Above this, scripts/postbuild.mjs keeps only the first screen's CSS inline. */
const HTML_GZIP_BUDGET = 13 * KB;

/** @param {string | Buffer} text */ const gzipBytes = (text) => gzipSync(text, { level: 9 }).length;

/**
 * A page's first-load JavaScript: the gzip size of every same-site script it loads up front, noModule
 * polyfills aside (modern browsers skip them); a missing file counts 0 (the link check reports it).
 * @param {string} root the export @param {string} html the page @param {Map<string, number>} [sizes] by file, reused across pages
 */
function firstLoadJavaScript(root, html, sizes = new Map()) {
  const result = { bytes: 0, scripts: firstLoadScriptSources(html), external: /** @type {string[]} */ ([]) };
  for (const source of result.scripts) {
    const url = new URL(source, 'http://export.invalid/');
    if (url.origin !== 'http://export.invalid') {
      result.external.push(source);
      continue;
    }
    const file = path.join(root, decodeURIComponent(url.pathname));
    if (!sizes.has(file)) sizes.set(file, existsSync(file) ? gzipBytes(readFileSync(file)) : 0);
    result.bytes += sizes.get(file) ?? 0;
  }
  return result;
}

/** The URL path a file of out/ is served at ("envivo/index.html" -> "/envivo/"). @param {string} relativeFile with forward slashes */
const routeOfFile = (relativeFile) => `/${relativeFile.replace(/(^|\/)index\.html$/, '$1')}`;

/** The URLs of an export's sitemap.xml, [] without one. @param {string} root */
function sitemapUrls(root) {
  const file = path.join(root, 'sitemap.xml');
  const sitemap = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return [...sitemap.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1] ?? '');
}

/** A path no page has, answered with 404.html. */
const NOT_FOUND_ROUTE = '/ruta-que-no-existe/';

/** Every page of an export (its sitemap follows content/), then NOT_FOUND_ROUTE. @param {string} root */
const siteRoutes = (root) => [...new Set(sitemapUrls(root).map((url) => new URL(url).pathname)), NOT_FOUND_ROUTE];

/** The href of each link that opens a new tab without rel="noopener". @param {string} html */
const newTabLinksWithoutNoopener = (html) =>
  scanTags(html)
    .filter((tag) => ['a', 'area', 'form'].includes(tag.name) && (tag.attribs.target ?? '').toLowerCase() === '_blank')
    .filter((tag) => !(tag.attribs.rel ?? '').toLowerCase().split(/\s+/).includes('noopener'))
    .map((tag) => tag.attribs.href ?? tag.attribs.action ?? `<${tag.name}>`);

/** Markup the site's CSP blocks: inline event handlers (hashes do not cover them), javascript: URLs. @param {string} html */
const cspBlockedMarkup = (html) =>
  scanTags(html).flatMap((tag) =>
    Object.entries(tag.attribs).flatMap(([name, value]) => {
      if (/^on[a-z]+$/.test(name)) return [`<${tag.name} ${name}="…">`];
      const scriptUrl = /^\s*javascript:/i.test(value) && ['href', 'src', 'action', 'formaction'].includes(name);
      return scriptUrl ? [`<${tag.name} ${name}="${value}">`] : [];
    }),
  );

/**
 * What is wrong with a page's icons (components/ui/icon.tsx): each `<use href="#icon-…">` needs its
 * `<symbol>` in the page, once, and only for an icon the page draws. @param {string} html
 */
function iconProblems(html) {
  const defined = [...html.matchAll(/<symbol id="(icon-[a-z0-9-]+)"/g)].map((match) => match[1]);
  const used = new Set([...html.matchAll(/<use href="#(icon-[a-z0-9-]+)"/g)].map((match) => match[1]));
  return [
    ...[...used].filter((id) => !defined.includes(id)).map((id) => `dibuja #${id} sin su <symbol>`),
    ...defined.filter((id, index) => defined.indexOf(id) !== index).map((id) => `<symbol id="${id}"> repetido`),
    ...defined.filter((id) => !used.has(id)).map((id) => `<symbol id="${id}"> que no dibuja`),
  ];
}

/** Rows as aligned text columns, the first to the left and the others to the right. @param {string[][]} rows @param {string} [indent] */
function formatTable(rows, indent = '') {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const align = (/** @type {string} */ cell, /** @type {number} */ column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0));
  return rows.map((row) => `${indent}${row.map(align).join('  ')}`).join('\n');
}

module.exports = {
  KB, jsBudgetFor, htmlBudgetFor, htmlGzipBudgetFor, HTML_GZIP_BUDGET, gzipBytes, firstLoadJavaScript, routeOfFile,
  sitemapUrls, NOT_FOUND_ROUTE, siteRoutes, newTabLinksWithoutNoopener, cspBlockedMarkup, iconProblems, formatTable,
};
