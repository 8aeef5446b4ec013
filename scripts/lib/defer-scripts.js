// @ts-check
/**
 * Next writes its first-load chunks as `<script src async>` in <head>. They arrive while the page is
 * still being parsed and run as soon as they arrive, so on a slow phone React's boot competes with
 * the first paint of the headline, and Lighthouse counts every script evaluated before that paint
 * in the LCP (README "Benchmark"). scripts/postbuild.mjs replaces them with one inline loader that
 * adds the same scripts, still async, once the browser reports the first contentful paint: the page
 * paints its server HTML first and hydrates right after. Browsers without paint timing load them at
 * once, as before; a page opened in a background tab loads them when it is first shown (and paints).
 * No preload: a script requested before the paint shares the slow network with the page and its
 * styles, and Lighthouse then counts it in the LCP again.
 *
 * The list rides in a data attribute, so the loader's text (and its CSP hash) is the same on every
 * page; scripts/lib/html.js reads it back for the budgets and the compile hints.
 */

const DEFERRED_ATTRIBUTE = 'data-deferred-scripts';

/** Adds the scripts once the first contentful paint is reported (buffered: also if it came first). */
const LOADER = [
  '(function(d){',
  `var s=JSON.parse(d.currentScript.getAttribute("${DEFERRED_ATTRIBUTE}"));`,
  'function l(){s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}',
  'var P=window.PerformanceObserver;',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'new P(function(r,o){if(r.getEntriesByName("first-contentful-paint").length){o.disconnect();l()}}).observe({type:"paint",buffered:true})',
  '}else l()})(document)',
].join('');

/** Next's own async chunk scripts (not the noModule polyfill, inline scripts or JSON-LD). */
const ASYNC_CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;

/** @param {string} text */
function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The document with its async chunk scripts replaced by the loader, placed where the first of
 * them was. Unchanged when it has none (so the build step can run twice).
 * @param {string} html
 */
function withDeferredScripts(html) {
  const sources = [...html.matchAll(ASYNC_CHUNK_SCRIPT)].map((match) => /** @type {string} */ (match[1]));
  if (sources.length === 0) return html;
  const first = html.search(ASYNC_CHUNK_SCRIPT);
  const without = html.replace(ASYNC_CHUNK_SCRIPT, '');
  const loader = `<script ${DEFERRED_ATTRIBUTE}="${escapeAttribute(JSON.stringify([...new Set(sources)]))}">${LOADER}</script>`;
  return without.slice(0, first) + loader + without.slice(first);
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

module.exports = { DEFERRED_ATTRIBUTE, LOADER, withDeferredScripts, deferredSources };
