// @ts-check
/** The elements of an exported page, for the export checks (scripts/check-export.test.mjs) and the CSP (html-validate checks the markup itself). */
const { DomUtils, parseDocument } = require('htmlparser2');
const { deferredSources } = require('./defer-scripts');

/** @typedef {ReturnType<typeof DomUtils.findAll>[number]} Tag an htmlparser2 element: `name` and `attribs` lower-case, values decoded ('' when bare) */
/** Script types a browser runs, and CSP governs (not JSON-LD nor other data blocks). */
const EXECUTABLE_TYPES = ['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript'];

/** Every element in document order (not in comments nor raw text). @param {string} html */
function scanTags(html) {
  // Raw text stays exactly as written: a CSP hash covers the script's source text.
  return DomUtils.findAll(() => true, parseDocument(html, { decodeEntities: true, lowerCaseAttributeNames: true }).children);
}

/** @param {Tag} tag */
const isExecutable = (tag) => EXECUTABLE_TYPES.includes((tag.attribs.type ?? '').trim().toLowerCase());

/** The raw text of every inline script the browser would run, in document order. @param {string} html */
function inlineScripts(html) {
  return scanTags(html)
    .filter((tag) => tag.name === 'script' && !('src' in tag.attribs) && isExecutable(tag))
    .map((tag) => DomUtils.textContent(tag));
}

/** Every script a page loads up front, once, in order: the loader's too, not noModule polyfills. @param {string} html */
function firstLoadScriptSources(html) {
  const scripts = scanTags(html).filter((tag) => tag.name === 'script' && !('nomodule' in tag.attribs) && isExecutable(tag));
  return [...new Set(scripts.flatMap((tag) => [...(tag.attribs.src ? [tag.attribs.src] : []), ...deferredSources(tag.attribs)]))];
}

module.exports = { scanTags, inlineScripts, firstLoadScriptSources };
