// @ts-check
/**
 * The start tags of an exported page, read with htmlparser2: what the build checks
 * (scripts/check-export.mjs) and the CSP step (scripts/postbuild.mjs) need. html-validate checks
 * the markup itself.
 */
const { Parser } = require('htmlparser2');
const { deferredSources } = require('./defer-scripts');

/**
 * @typedef {{ name: string, attrs: Map<string, string>, text?: string }} Tag
 *   `name` lower-case; attribute names lower-case, values entity-decoded ('' for a bare attribute);
 *   `text` is the raw content of <script>, <style>, <textarea> and <title>.
 */

const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title']);

/**
 * Every start tag in document order (comments, doctype and the content of raw-text elements are
 * not tags).
 * @param {string} html
 * @returns {Tag[]}
 */
function scanTags(html) {
  /** @type {Tag[]} */
  const tags = [];
  /** @type {Tag | undefined} */
  let raw;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        /** @type {Tag} */
        const tag = { name, attrs: new Map(Object.entries(attributes)) };
        if (RAW_TEXT_ELEMENTS.has(name)) {
          tag.text = '';
          raw = tag;
        }
        tags.push(tag);
      },
      ontext(text) {
        if (raw) raw.text += text;
      },
      onclosetag() {
        raw = undefined;
      },
    },
    // Raw text stays exactly as written: a CSP hash covers the script's source text.
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return tags;
}

/**
 * Script types a browser executes (and CSP therefore governs). JSON-LD and other data blocks
 * are not executed and need no hash.
 * @param {string | undefined} type
 */
function isExecutableScriptType(type) {
  if (type === undefined) return true;
  const normalized = type.trim().toLowerCase();
  return ['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript'].includes(normalized);
}

/**
 * The raw text of every inline script the browser would execute, in document order.
 * @param {string} html
 * @returns {string[]}
 */
function inlineScripts(html) {
  return scanTags(html)
    .filter((tag) => tag.name === 'script' && !tag.attrs.has('src') && isExecutableScriptType(tag.attrs.get('type')))
    .map((tag) => tag.text ?? '');
}

/**
 * The `src` of every external script a page loads up front, without `noModule` polyfills
 * (modern browsers skip them), de-duplicated in document order.
 * @param {string} html
 * @returns {string[]}
 */
function firstLoadScriptSources(html) {
  /** @type {string[]} */
  const sources = [];
  for (const tag of scanTags(html)) {
    if (tag.name !== 'script' || tag.attrs.has('nomodule')) continue;
    const src = tag.attrs.get('src');
    // Scripts the loader of scripts/lib/defer-scripts.js adds after the first paint count too.
    for (const source of [...(src ? [src] : []), ...deferredSources(tag.attrs)]) {
      if (isExecutableScriptType(tag.attrs.get('type')) && !sources.includes(source)) sources.push(source);
    }
  }
  return sources;
}

module.exports = { scanTags, inlineScripts, firstLoadScriptSources };
