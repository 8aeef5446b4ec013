// @ts-check
/**
 * Checks of the static export that no tool makes, used by scripts/check-export.mjs
 * (`npm run test:export`): first-load JavaScript budgets, new-tab links, and markup the
 * Content-Security-Policy would block. Links and anchors are linkinator's.
 */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');
const { firstLoadScriptSources, scanTags } = require('./html');

/** 1 KB = 1000 bytes, everywhere in the budgets and their reports. */
const KB = 1000;

/**
 * First-load JavaScript budgets (gzip level 9, bytes): `/` may carry the
 * form's lazy entry point, every other route less.
 * @param {string} route e.g. "/", "/envivo/", "/404.html"
 */
function jsBudgetFor(route) {
  return route === '/' ? 165 * KB : 150 * KB;
}

/**
 * HTML budgets (raw bytes of the exported page). `/` weighed 215 KB with its CSS repeated in the
 * body and in React's payload, its icons drawn inline and the payload itself inline; 49 KB now,
 * with the CSS of its first screen only (README "Benchmark"). The budget of `/` is half of what it
 * weighed when it was first measured (180 KB).
 * @param {string} route e.g. "/", "/envivo/", "/404.html"
 */
function htmlBudgetFor(route) {
  return route === '/' ? 90 * KB : 45 * KB;
}

/**
 * Every page's HTML, gzip level 9, must arrive in the first round trip of Lighthouse's simulated
 * network with its response headers: 10 TCP segments of 1460 bytes. One byte more costs a whole
 * round trip (150 ms) before the first paint (README "Benchmark").
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
/**
 * What a host sends besides the rules of out/_headers: the status line, Content-Type and
 * Content-Encoding, Date, ETag, Vary, Connection... 341 bytes from scripts/serve.mjs, rounded up
 * (HTTP/2 hosts send them compressed).
 */
const HOST_HEADER_BYTES = 350;

/**
 * A page's gzip budget: what its headers (out/_headers' rules for it) leave of the first round
 * trip. The CSP grows with each inline script's hash, and the page's room shrinks with it.
 * @param {Iterable<[string, string]>} headers
 */
function htmlGzipBudgetFor(headers) {
  let bytes = HOST_HEADER_BYTES;
  for (const [name, value] of headers) bytes += Buffer.byteLength(`${name}: ${value}\r\n`);
  return FIRST_ROUND_TRIP_BYTES - bytes;
}

/** Above this, scripts/postbuild.mjs keeps only the first screen's CSS inline. */
const HTML_GZIP_BUDGET = 13 * KB;

/**
 * A text's gzip size at level 9, as the budgets count it.
 * @param {string | Buffer} text
 */
function gzipBytes(text) {
  return gzipSync(text, { level: 9 }).length;
}

/**
 * A page's first-load JavaScript: the gzip (level 9) size of every same-site script it loads up
 * front, noModule polyfills excluded (modern browsers skip them). Shared by the export check and
 * the benchmark so both count alike.
 * @param {string} root the export's directory
 * @param {string} html the page
 * @param {Map<string, number>} [sizes] gzip sizes by file, reused across pages
 * @returns {{ bytes: number, scripts: string[], external: string[] }} a missing script counts 0
 *   (the export check's link check reports it)
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

/**
 * The URL path a file of out/ is served at: "index.html" -> "/", "envivo/index.html" ->
 * "/envivo/", "404.html" -> "/404.html".
 * @param {string} relativeFile with forward slashes
 */
function routeOfFile(relativeFile) {
  if (relativeFile === 'index.html') return '/';
  if (relativeFile.endsWith('/index.html')) return `/${relativeFile.slice(0, -'index.html'.length)}`;
  return `/${relativeFile}`;
}

/**
 * Links that open a new tab without rel="noopener".
 * @param {string} html
 * @returns {string[]} their hrefs
 */
function newTabLinksWithoutNoopener(html) {
  return scanTags(html)
    .filter((tag) => (tag.name === 'a' || tag.name === 'area' || tag.name === 'form') && (tag.attrs.get('target') ?? '').toLowerCase() === '_blank')
    .filter((tag) => !(tag.attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes('noopener'))
    .map((tag) => tag.attrs.get('href') ?? tag.attrs.get('action') ?? `<${tag.name}>`);
}

/**
 * Markup the site's Content-Security-Policy blocks: inline event-handler attributes (hashes do
 * not cover them) and javascript: URLs.
 * @param {string} html
 * @returns {string[]} descriptions
 */
function cspBlockedMarkup(html) {
  /** @type {string[]} */
  const problems = [];
  for (const tag of scanTags(html)) {
    for (const [name, value] of tag.attrs) {
      if (/^on[a-z]+$/.test(name)) problems.push(`<${tag.name} ${name}="…">`);
      else if (/^\s*javascript:/i.test(value) && ['href', 'src', 'action', 'formaction'].includes(name)) problems.push(`<${tag.name} ${name}="${value}">`);
    }
  }
  return problems;
}

/**
 * What is wrong with a page's icons (components/ui/icon.tsx): each `<use href="#icon-…">` needs its
 * `<symbol>` in the page, each symbol is there once, and only for an icon the page draws.
 * @param {string} html
 * @returns {string[]} descriptions
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

module.exports = {
  iconProblems,
  KB,
  jsBudgetFor,
  htmlBudgetFor,
  HTML_GZIP_BUDGET,
  htmlGzipBudgetFor,
  gzipBytes,
  firstLoadJavaScript,
  routeOfFile,
  newTabLinksWithoutNoopener,
  cspBlockedMarkup,
};
