// @ts-check
/** The elements of an exported page, for the export checks (scripts/check-export.test.mjs) and the CSP (html-validate checks the markup itself). */
const { DomUtils, parseDocument } = require('htmlparser2');
const { deferredSources } = require('./defer-scripts');

/** Script types a browser runs, and CSP governs (not JSON-LD nor other data blocks). */
const EXECUTABLE_TYPES = ['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript'];

/**
 * Every element in document order (not in comments nor raw text): `name` and `attribs` lower-case, values decoded
 * ('' when bare); raw text stays exactly as written, as a CSP hash covers a script's source text. @param {string} html
 */
const scanTags = (html) => DomUtils.findAll(() => true, parseDocument(html, { decodeEntities: true, lowerCaseAttributeNames: true }).children);

/** @param {string} html */
const executableScripts = (html) =>
  scanTags(html).filter((tag) => tag.name === 'script' && EXECUTABLE_TYPES.includes((tag.attribs.type ?? '').trim().toLowerCase()));

/** The raw text of every inline script the browser would run, in document order. @param {string} html */
const inlineScripts = (html) => executableScripts(html).filter((tag) => !('src' in tag.attribs)).map((tag) => DomUtils.textContent(tag));

/** Every script a page loads up front, once, in order: the loader's too, not noModule polyfills. @param {string} html */
function firstLoadScriptSources(html) {
  const scripts = executableScripts(html).filter((tag) => !('nomodule' in tag.attribs));
  return [...new Set(scripts.flatMap((tag) => [...(tag.attribs.src ? [tag.attribs.src] : []), ...deferredSources(tag.attribs)]))];
}

module.exports = { scanTags, inlineScripts, firstLoadScriptSources };
