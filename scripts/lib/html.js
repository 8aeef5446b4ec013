// @ts-check
/** The start tags of an exported page, for the export checks (scripts/check-export.test.mjs) and the CSP (html-validate checks the markup itself). */
const { DomUtils, parseDocument } = require('htmlparser2');
const { deferredSources } = require('./defer-scripts');

/** @typedef {{ name: string, attrs: Map<string, string>, text?: string }} Tag names lower-case, values decoded ('' when bare), `text` raw */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title']);
/** Script types a browser runs, and CSP governs (not JSON-LD nor other data blocks). */
const EXECUTABLE_TYPES = ['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript'];

/** Every start tag in document order (not in comments nor raw text). @param {string} html */
function scanTags(html) {
  // Raw text stays exactly as written: a CSP hash covers the script's source text.
  const document = parseDocument(html, { decodeEntities: true, lowerCaseAttributeNames: true });
  return DomUtils.findAll(() => true, document.children).map((element) => {
    /** @type {Tag} */
    const tag = { name: element.name, attrs: new Map(Object.entries(element.attribs)) };
    if (RAW_TEXT_ELEMENTS.has(element.name)) tag.text = DomUtils.textContent(element);
    return tag;
  });
}

/** @param {Tag} tag */
const isExecutable = (tag) => EXECUTABLE_TYPES.includes((tag.attrs.get('type') ?? '').trim().toLowerCase());

/** The raw text of every inline script the browser would run, in document order. @param {string} html */
function inlineScripts(html) {
  return scanTags(html)
    .filter((tag) => tag.name === 'script' && !tag.attrs.has('src') && isExecutable(tag))
    .map((tag) => tag.text ?? '');
}

/** Every script a page loads up front, once, in order: the loader's too, not noModule polyfills. @param {string} html */
function firstLoadScriptSources(html) {
  const scripts = scanTags(html).filter((tag) => tag.name === 'script' && !tag.attrs.has('nomodule'));
  const sources = scripts.flatMap((tag) => {
    const src = tag.attrs.get('src');
    const found = [...(src ? [src] : []), ...deferredSources(tag.attrs)];
    return isExecutable(tag) ? found : [];
  });
  return [...new Set(sources)];
}

module.exports = { scanTags, inlineScripts, firstLoadScriptSources };
