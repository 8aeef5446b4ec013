// @ts-check
/**
 * On a slow phone Next's async chunks and inline RSC payload (half the HTML) compete with the first paint, and
 * anything requested before it counts in Lighthouse's LCP. So one inline loader (loader.browser.js) adds the
 * chunks after that paint, and fetches the payload, moved to a file, to hand to Next first (scripts/BENCHMARK.md).
 * Its lists ride in data attributes: the loader's text, and its CSP hash, is the same on every page.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { transformSync } = require('esbuild');
const { PAGE_STYLE_ATTRIBUTE } = require('./extract-styles');
const framework = require('./framework-output');
const { ASYNC_CHUNK_SCRIPT, CHUNK_PRELOAD, PAYLOAD_QUEUE, PAYLOAD_BOOTSTRAP_ITEM, PAYLOAD_TEXT_ITEM } = framework;

const DEFERRED_ATTRIBUTE = 'data-deferred-scripts';
const PAYLOAD_ATTRIBUTE = 'data-deferred-payload';
/** The whole stylesheet (split-styles.js), and the mark on <html> until it has loaded or failed for good. */
const STYLES_ATTRIBUTE = 'data-deferred-styles';
const PENDING_ATTRIBUTE = 'data-styles-pending';

/** The loader minified, these names in place of its UPPER_CASE globals. */
const defines = { DEFERRED_ATTRIBUTE, PAYLOAD_ATTRIBUTE, STYLES_ATTRIBUTE, PENDING_ATTRIBUTE, PAGE_STYLE_ATTRIBUTE, PAYLOAD_QUEUE, PAYLOAD_BOOTSTRAP_ITEM, PAYLOAD_TEXT_ITEM };
const define = Object.fromEntries(Object.entries(defines).map(([name, value]) => [name, JSON.stringify(value)]));
const source = readFileSync(path.join(__dirname, 'loader.browser.js'), 'utf8');
const LOADER = transformSync(source, { minify: true, target: 'es5', define }).code.trim().replace(/;$/, '');

const LOADER_TAG = new RegExp(`<script ${DEFERRED_ATTRIBUTE}="[^"]*"`);
/** @param {string} text */
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with the loader where its first async chunk was, and no chunk nor preload of one (unchanged without chunks).
 * The chunks' URLs separated by spaces (none has one): as a JSON array, its quotes escaped, / weighed 16 bytes more.
 * @param {string} html
 */
function withDeferredScripts(html) {
  const sources = [...html.matchAll(ASYNC_CHUNK_SCRIPT)].map((match) => /** @type {string} */ (match[1]));
  if (sources.length === 0) return html;
  if (sources.some((source) => /\s/.test(source))) throw new Error(`un script con espacios en su URL: ${sources.join(', ')}`);
  const first = html.search(ASYNC_CHUNK_SCRIPT);
  const loader = `<script ${DEFERRED_ATTRIBUTE}="${escapeAttribute([...new Set(sources)].join(' '))}">${LOADER}</script>`;
  const page = html.replace(ASYNC_CHUNK_SCRIPT, (_script, _source, /** @type {number} */ offset) => (offset === first ? loader : ''));
  return page.replace(CHUNK_PRELOAD, (link, href) => (sources.includes(href) ? '' : link));
}

/** The page's inline payload as one text (undefined without one); anything else in Next's queue (binary rows, form state) stops the build. @param {string} html */
function inlinePayload(html) {
  const payload = framework.inlinePayloadText(html);
  // The loader names the queue too.
  const unexpected = payload !== undefined && framework.withoutPayloadScripts(html).split(LOADER).join('').includes(PAYLOAD_QUEUE);
  if (unexpected) throw new Error('la página tiene datos RSC en línea de una forma no prevista');
  return payload;
}

/** The page without its inline payload, its loader fetching it from `url`. @param {string} html @param {string} url */
const withExternalPayload = (html, url) => withLoaderAttribute(framework.withoutPayloadScripts(html), PAYLOAD_ATTRIBUTE, url, 'datos RSC');

/** @param {string} html @param {string} name @param {string} value @param {string} what what the loader is missing for, in the error */
function withLoaderAttribute(html, name, value, what) {
  if (!LOADER_TAG.test(html)) throw new Error(`página con ${what} pero sin cargador de scripts`);
  return html.replace(LOADER_TAG, (tag) => `${tag} ${name}="${escapeAttribute(value)}"`);
}

/** The sources a loader script adds ([] for any other script). @param {Record<string, string>} attribs decoded attributes of a <script> @returns {string[]} */
const deferredSources = (attribs) => (attribs[DEFERRED_ATTRIBUTE] ?? '').split(' ').filter(Boolean);

module.exports = {
  DEFERRED_ATTRIBUTE, PAYLOAD_ATTRIBUTE, STYLES_ATTRIBUTE, PENDING_ATTRIBUTE, LOADER,
  escapeAttribute, withLoaderAttribute, withDeferredScripts, inlinePayload, withExternalPayload, deferredSources,
};
