// @ts-check
/**
 * styled-components (>= 6.3) puts a `<style data-styled>` beside each styled server component, and React writes
 * each twice, in the HTML and in the inline RSC payload (80 KB of repeated CSS on `/`). So each page gets its CSS
 * once, inline in <head> (a file would delay the first paint; pages order blocks differently), and its payload
 * nulls the elements so hydration matches; client navigation's `.txt` payloads keep theirs. No package does this.
 * Each element also loses the component-id classes no rule selects (390 bytes gzip of `/`'s first round trip).
 */
const { DomUtils, parseDocument } = require('htmlparser2');
const { COMPONENT_ID_CLASS, STYLED_ATTRIBUTES, ROW_REFERENCE, flightRows, rowValue, jsonRow, referenceTo, resolveReference, isStyledElement } = require('./framework-output');
/** The one `<style>` a page keeps. */
const PAGE_STYLE_ATTRIBUTE = 'data-page-styles';

/** @param {string} html */
const parse = (html) => parseDocument(html, { decodeEntities: false, withStartIndices: true, withEndIndices: true }).children;

/**
 * The page's styled-components `<style>` elements in document order: where each is, and its CSS.
 * @param {string | import('domhandler').ChildNode[]} page its HTML, or the HTML parsed
 */
function styleElements(page) {
  const children = typeof page === 'string' ? parse(page) : page;
  const elements = DomUtils.findAll((element) => element.name === 'style' && STYLED_ATTRIBUTES.some((attribute) => attribute in element.attribs), children);
  return elements.map((element) => ({ start: /** @type {number} */ (element.startIndex), end: /** @type {number} */ (element.endIndex) + 1, css: DomUtils.textContent(element) }));
}

/** A class list without the component ids that no rule of `css` selects (COMPONENT_ID_CLASS). @param {string} classes @param {string} css */
const withSelectedIds = (classes, css) =>
  classes.split(' ').filter((name) => !COMPONENT_ID_CLASS.test(name) || css.includes(`.${name}`)).join(' ');

/**
 * The value with each styled element, and each reference to one, null, and each className withSelectedIds; `dropped` gets the rows they referred to ("$17").
 * @param {unknown} node @param {Map<string, unknown>} values the JSON rows as written, by id @param {Set<string>} dropped @param {string} css @returns {unknown}
 */
function withoutStyledElements(node, values, dropped, css) {
  if (isStyledElement(node)) {
    JSON.stringify(node, (_key, value) => {
      if (typeof value === 'string' && ROW_REFERENCE.test(value)) dropped.add(value.slice(1));
      return value;
    });
    return null;
  }
  if (typeof node === 'string') return isStyledElement(resolveReference(node, values)) ? null : node;
  if (Array.isArray(node)) return node.map((item) => withoutStyledElements(item, values, dropped, css));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === 'className' && typeof value === 'string' ? withSelectedIds(value, css) : withoutStyledElements(value, values, dropped, css)]),
  );
}

/**
 * An RSC payload without styled elements, references to them, text rows only they used, and component ids the
 * page's CSS does not select (as pageWithoutStyles leaves its HTML). @param {string} payload @param {string} css the page's
 */
function flightWithoutStyles(payload, css) {
  const rows = flightRows(payload);
  const dropped = /** @type {Set<string>} */ (new Set());
  const values = new Map(rows.filter((row) => row.tag === '').map((row) => [row.id, rowValue(row)]));
  const texts = rows.map((row) => {
    if (row.tag !== '') return row.text;
    const before = values.get(row.id);
    const after = withoutStyledElements(before, values, dropped, css);
    return JSON.stringify(after) === JSON.stringify(before) ? row.text : jsonRow(row.id, after);
  });
  // A text row a styled element referred to goes, unless another row still refers to it.
  const isUsed = (/** @type {string} */ id, /** @type {number} */ index) =>
    texts.some((other, at) => at !== index && referenceTo(id).test(other));
  return texts.filter((_, index) => rows[index]?.tag !== 'T' || !dropped.has(rows[index].id) || isUsed(rows[index].id, index)).join('');
}

/** The page with its styled CSS once, in <head>, and its classes withSelectedIds (its payload: flightWithoutStyles). @param {string} html */
function pageWithoutStyles(html) {
  const children = parse(html);
  const elements = styleElements(children);
  if (elements.length === 0) return html;
  // Each block once, where its last copy was (the one that decided ties), so each rule wins as it did.
  const blocks = elements.map((element) => element.css);
  const css = blocks.filter((block, index) => blocks.lastIndexOf(block) === index).join('\n');
  // Every edit from the end, so each index still points where it did: a style element, or a start tag's class.
  const edits = elements.map(({ start, end }) => ({ start, end, text: '' }));
  for (const element of DomUtils.findAll((node) => Boolean(node.attribs.class), children)) {
    const start = /** @type {number} */ (element.startIndex);
    const end = html.indexOf('>', start);
    const classes = /** @type {string} */ (element.attribs.class);
    const kept = withSelectedIds(classes, css);
    if (kept !== classes) edits.push({ start, end, text: html.slice(start, end).replace(` class="${classes}"`, kept ? ` class="${kept}"` : '') });
  }
  let page = html;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) page = page.slice(0, start) + text + page.slice(end);
  if (css.includes('</style')) throw new Error('el CSS contiene "</style": no se puede escribir en línea');
  const headEnd = page.indexOf('</head>');
  if (headEnd === -1) throw new Error('página sin </head>');
  // After the last stylesheet link in <head>, else at its end.
  const lastLink = page.lastIndexOf('<link rel="stylesheet"', headEnd);
  const at = lastLink === -1 ? headEnd : page.indexOf('>', lastLink) + 1;
  return `${page.slice(0, at)}<style ${PAGE_STYLE_ATTRIBUTE}="">${css}</style>${page.slice(at)}`;
}

module.exports = { PAGE_STYLE_ATTRIBUTE, styleElements, flightWithoutStyles, pageWithoutStyles };
