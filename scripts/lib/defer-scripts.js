// @ts-check
/**
 * Next writes its first-load chunks as `<script src async>` in <head>, and the page's RSC payload
 * (what React hydrates from: the whole page again, as data) as inline `self.__next_f.push` scripts.
 * On a slow phone both compete with the first paint of the headline: the chunks run as soon as
 * they arrive, and the payload was half of the HTML the browser had to download before painting
 * (README "Benchmark"). scripts/postbuild.mjs therefore:
 * - replaces the chunks with one inline loader that adds the same scripts, still async, once the
 *   first screen is painted (the frame after the one that drew <main>'s content; a page opened in
 *   a background tab when it is first shown);
 * - moves the payload to a file named by its content (cached for good under /_next/static/), which
 *   the loader fetches after that paint and hands to Next before adding the scripts: Next's boot
 *   reads `self.__next_f` once and closes it, so the data must be there first. A failed fetch is
 *   retried three times (2, 4 and 8 s later). The scripts are preloaded alongside that fetch,
 *   so they need not wait for it to arrive (the form is usable about 200 ms sooner; `npm run
 *   bench -- --form-only`);
 * - drops Next's preload of a chunk it defers.
 * No preload before the paint: anything requested before it shares the slow network with the
 * page and its styles, and Lighthouse then counts it in the LCP again (preloaded from <head>, even
 * at low priority, the scripts made the form usable ~300 ms sooner and the simulated LCP 2.5 s
 * instead of 0.9: README "Benchmark").
 *
 * The lists ride in data attributes, so the loader's text (and its CSP hash) is the same on every
 * page; scripts/lib/html.js reads them back for the budgets and the compile hints.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { transformSync } = require('esbuild');
const { PAGE_STYLE_ATTRIBUTE } = require('./extract-styles');
const framework = require('./framework-output');

const { ASYNC_CHUNK_SCRIPT, CHUNK_PRELOAD, PAYLOAD_QUEUE, PAYLOAD_BOOTSTRAP_ITEM, PAYLOAD_TEXT_ITEM } = framework;

const DEFERRED_ATTRIBUTE = 'data-deferred-scripts';
const PAYLOAD_ATTRIBUTE = 'data-deferred-payload';
/** The stylesheet of what follows the first screen (scripts/lib/split-styles.js). */
const STYLES_ATTRIBUTE = 'data-deferred-styles';
/** On <html> from the loader's start until that stylesheet has loaded (or failed for good). */
const PENDING_ATTRIBUTE = 'data-styles-pending';

/**
 * The loader, scripts/lib/loader.browser.js (its comments say what it does, step by step),
 * minified by esbuild with the names above in place of its UPPER_CASE globals.
 */
const LOADER = transformSync(readFileSync(path.join(__dirname, 'loader.browser.js'), 'utf8'), {
  minify: true,
  target: 'es5',
  define: Object.fromEntries(
    Object.entries({ DEFERRED_ATTRIBUTE, PAYLOAD_ATTRIBUTE, STYLES_ATTRIBUTE, PENDING_ATTRIBUTE, PAGE_STYLE_ATTRIBUTE, PAYLOAD_QUEUE, PAYLOAD_BOOTSTRAP_ITEM, PAYLOAD_TEXT_ITEM }).map(
      ([name, value]) => [name, JSON.stringify(value)],
    ),
  ),
})
  .code.trim()
  .replace(/;$/, '');

const LOADER_TAG = new RegExp(`<script ${DEFERRED_ATTRIBUTE}="[^"]*"`);

/** @param {string} text */
function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The document with its async chunk scripts replaced by the loader, placed where the first of
 * them was, and without Next's preloads of them. Unchanged when it has none (so the build step
 * can run twice).
 * @param {string} html
 */
function withDeferredScripts(html) {
  const sources = [...html.matchAll(ASYNC_CHUNK_SCRIPT)].map((match) => /** @type {string} */ (match[1]));
  if (sources.length === 0) return html;
  const first = html.search(ASYNC_CHUNK_SCRIPT);
  const without = html.replace(ASYNC_CHUNK_SCRIPT, '');
  const loader = `<script ${DEFERRED_ATTRIBUTE}="${escapeAttribute(JSON.stringify([...new Set(sources)]))}">${LOADER}</script>`;
  const page = without.slice(0, first) + loader + without.slice(first);
  return page.replace(CHUNK_PRELOAD, (link, href) => (sources.includes(href) ? '' : link));
}

/**
 * The page's inline RSC payload, as one text (undefined when it has none). It must be only text
 * rows in the shape scripts/lib/extract-styles.js leaves (one data script): anything else Next
 * might write there (binary rows, form state) stops the build rather than being left behind.
 * @param {string} html
 */
function inlinePayload(html) {
  const payload = framework.inlinePayloadText(html);
  if (payload === undefined) return undefined;
  const rest = framework.withoutPayloadScripts(html).split(LOADER).join('');
  if (rest.includes(PAYLOAD_QUEUE)) throw new Error('la página tiene datos RSC en línea de una forma no prevista');
  return payload;
}

/**
 * The page without its inline payload, its loader fetching it from `url` instead.
 * @param {string} html a page already through withDeferredScripts
 * @param {string} url where the payload file is served
 */
function withExternalPayload(html, url) {
  return withLoaderAttribute(framework.withoutPayloadScripts(html), PAYLOAD_ATTRIBUTE, url, 'datos RSC');
}

/**
 * The page with one more attribute on its loader script (the payload or the stylesheet it adds).
 * @param {string} html a page already through withDeferredScripts
 * @param {string} name
 * @param {string} value
 * @param {string} what what the page has for the loader, for the error when it has no loader
 */
function withLoaderAttribute(html, name, value, what) {
  if (!LOADER_TAG.test(html)) throw new Error(`página con ${what} pero sin cargador de scripts`);
  return html.replace(LOADER_TAG, (tag) => `${tag} ${name}="${escapeAttribute(value)}"`);
}

/**
 * The sources a loader script adds, from its attribute ([] for any other tag).
 * @param {Map<string, string>} attrs entity-decoded attributes of a <script> tag
 * @returns {string[]}
 */
function deferredSources(attrs) {
  const list = attrs.get(DEFERRED_ATTRIBUTE);
  if (list === undefined) return [];
  const parsed = JSON.parse(list);
  return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
}

module.exports = {
  DEFERRED_ATTRIBUTE,
  PAYLOAD_ATTRIBUTE,
  STYLES_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  LOADER,
  escapeAttribute,
  withLoaderAttribute,
  withDeferredScripts,
  inlinePayload,
  withExternalPayload,
  deferredSources,
};
