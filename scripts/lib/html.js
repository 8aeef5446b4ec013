// @ts-check
/**
 * A small, dependency-free scanner for the HTML that `next build` exports: enough to read start
 * tags, their attributes and the raw text of <script>/<style>, which is all the build checks
 * (scripts/check-export.mjs) and the CSP step (scripts/postbuild.mjs) need. It is not a
 * general HTML parser; html-validate checks the markup itself.
 */

/**
 * @typedef {{ name: string, attrs: Map<string, string>, text?: string, offset: number }} Tag
 *   `name` lower-case; attribute names lower-case, values entity-decoded ('' for a bare attribute);
 *   `text` is the raw content of <script>, <style>, <textarea> and <title>.
 */

const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title']);

const NAMED_ENTITIES = /** @type {Record<string, string>} */ ({
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
});

/**
 * Decodes the character references that attribute values in generated markup use.
 * @param {string} value
 */
function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Reads the attributes of a start tag from `html[start]` up to its closing `>`.
 * @param {string} html
 * @param {number} start index just after the tag name
 * @returns {{ attrs: Map<string, string>, end: number }} `end` is the index after `>`
 */
function readAttributes(html, start) {
  /** @type {Map<string, string>} */
  const attrs = new Map();
  let i = start;
  const length = html.length;
  while (i < length) {
    while (i < length && /[\s/]/.test(html[i] ?? '')) i += 1;
    if (i >= length) break;
    if (html[i] === '>') return { attrs, end: i + 1 };
    let nameEnd = i;
    while (nameEnd < length && !/[\s/>=]/.test(html[nameEnd] ?? '')) nameEnd += 1;
    const name = html.slice(i, nameEnd).toLowerCase();
    i = nameEnd;
    while (i < length && /\s/.test(html[i] ?? '')) i += 1;
    let value = '';
    if (html[i] === '=') {
      i += 1;
      while (i < length && /\s/.test(html[i] ?? '')) i += 1;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const valueEnd = close === -1 ? length : close;
        value = html.slice(i + 1, valueEnd);
        i = valueEnd + 1;
      } else {
        let valueEnd = i;
        while (valueEnd < length && !/[\s>]/.test(html[valueEnd] ?? '')) valueEnd += 1;
        value = html.slice(i, valueEnd);
        i = valueEnd;
      }
    }
    if (name && !attrs.has(name)) attrs.set(name, decodeEntities(value));
  }
  return { attrs, end: length };
}

/**
 * Every start tag in document order, skipping comments, doctype and end tags.
 * @param {string} html
 * @returns {Tag[]}
 */
function scanTags(html) {
  /** @type {Tag[]} */
  const tags = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    const nameMatch = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(lt, lt + 64));
    if (!nameMatch || !nameMatch[1]) {
      // "</x>", "<!DOCTYPE>", or a stray "<" in text.
      i = lt + 1;
      continue;
    }
    const name = nameMatch[1].toLowerCase();
    const { attrs, end } = readAttributes(html, lt + nameMatch[0].length);
    /** @type {Tag} */
    const tag = { name, attrs, offset: lt };
    i = end;
    if (RAW_TEXT_ELEMENTS.has(name)) {
      const closeRe = new RegExp(`</${name}\\s*>`, 'ig');
      closeRe.lastIndex = end;
      const close = closeRe.exec(html);
      const textEnd = close ? close.index : html.length;
      tag.text = html.slice(end, textEnd);
      i = close ? close.index + close[0].length : html.length;
    }
    tags.push(tag);
  }
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
  return (
    normalized === '' ||
    normalized === 'module' ||
    normalized === 'text/javascript' ||
    normalized === 'application/javascript' ||
    normalized === 'text/ecmascript' ||
    normalized === 'application/ecmascript'
  );
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
    if (src && isExecutableScriptType(tag.attrs.get('type')) && !sources.includes(src)) sources.push(src);
  }
  return sources;
}

module.exports = { decodeEntities, scanTags, inlineScripts, firstLoadScriptSources, isExecutableScriptType };
