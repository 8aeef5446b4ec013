// @ts-check
/**
 * Build-time extraction of the styled-components CSS (README "Benchmark").
 *
 * In server components, styled-components (>= 6.3) renders a `<style data-styled>` element next to
 * every styled element, and React puts each one in the page twice: in the HTML, and again in the
 * page's inline RSC payload (`self.__next_f.push`), which the browser downloads and parses before
 * hydrating. On `/` that was 50 KB of repeated CSS in the HTML and 30 KB more in the payload.
 * scripts/postbuild.mjs gives each page its CSS once, as one `<style>` in its <head>:
 * - the `<style>` elements leave the HTML, and the same elements become `null` in the page's inline
 *   RSC payload, so hydration still matches;
 * - the page keeps its cascade: each block once, where its last copy was. One sheet for the whole
 *   site cannot: pages put the same blocks in different orders;
 * - inline, not a linked file: a stylesheet would put one more request before the first paint;
 * - the `.txt` payloads that client navigation fetches keep their `<style>` elements, so a page
 *   reached that way brings its own CSS, as before.
 * No package does this for the App Router (styled-components has no static extraction), so it is
 * written here; the RSC rows are read as React's flight client reads them.
 */
const { Parser } = require('htmlparser2');
const framework = require('./framework-output');

const { STYLED_ATTRIBUTES, ROW_REFERENCE, REFERENCE, flightRows, rowValue, jsonRow, referenceTo, resolveReference, isStyledElement } = framework;

/**
 * Every styled-components `<style>` element of a page, in document order: where it is and its CSS.
 * @param {string} html
 * @returns {{ start: number, end: number, css: string }[]}
 */
function styleElements(html) {
  /** @type {{ start: number, end: number, css: string }[]} */
  const found = [];
  /** @type {{ start: number, css: string } | undefined} */
  let open;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'style' && STYLED_ATTRIBUTES.some((attribute) => attribute in attributes)) open = { start: parser.startIndex, css: '' };
      },
      ontext(text) {
        if (open) open.css += text;
      },
      onclosetag(name) {
        if (name === 'style' && open) found.push({ ...open, end: parser.endIndex + 1 });
        open = undefined;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return found;
}

/**
 * The value with every styled-components `<style>` element, and every reference to one, replaced
 * by null; `dropped` collects the rows those elements pointed to ("$17"), which may now be unused.
 * @param {unknown} node
 * @param {Map<string, unknown>} values the payload's JSON rows as written, by id
 * @param {Set<string>} dropped
 * @returns {unknown}
 */
function withoutStyledElements(node, values, dropped) {
  if (isStyledElement(node)) {
    JSON.stringify(node, (_key, value) => {
      if (typeof value === 'string' && ROW_REFERENCE.test(value)) dropped.add(value.slice(1));
      return value;
    });
    return null;
  }
  if (typeof node === 'string') return REFERENCE.test(node) && isStyledElement(resolveReference(node, values)) ? null : node;
  if (Array.isArray(node)) return node.map((item) => withoutStyledElements(item, values, dropped));
  if (typeof node === 'object' && node !== null) {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withoutStyledElements(value, values, dropped)]));
  }
  return node;
}

/**
 * An RSC payload without the styled-components `<style>` elements (nor references to them), and
 * without the text rows only they used.
 * @param {string} payload
 */
function flightWithoutStyles(payload) {
  const rows = flightRows(payload);
  /** @type {Set<string>} */
  const dropped = new Set();
  /** @type {Map<string, unknown>} */
  const values = new Map();
  for (const row of rows) if (row.tag === '') values.set(row.id, rowValue(row));
  const texts = rows.map((row) => {
    if (row.tag !== '') return row.text;
    const before = values.get(row.id);
    const after = withoutStyledElements(before, values, dropped);
    const rewritten = JSON.stringify(after);
    return rewritten === JSON.stringify(before) ? row.text : jsonRow(row.id, after);
  });
  const kept = texts.filter((text, index) => {
    const row = /** @type {{ id: string, tag: string }} */ (rows[index]);
    if (row.tag !== 'T' || !dropped.has(row.id)) return true;
    const reference = referenceTo(row.id);
    return texts.some((other, otherIndex) => otherIndex !== index && reference.test(other));
  });
  return kept.join('');
}

/** The one `<style>` element a page keeps, in its <head>. */
const PAGE_STYLE_ATTRIBUTE = 'data-page-styles';

/**
 * The page with its stylesheet as one `<style>` after its last stylesheet link in <head> (else at
 * the end of <head>): inline, the first paint waits for no other request.
 * @param {string} html
 * @param {string} css
 */
function withPageStyle(html, css) {
  if (css.includes('</style')) throw new Error('el CSS contiene "</style": no se puede escribir en línea');
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) throw new Error('página sin </head>');
  const lastLink = html.lastIndexOf('<link rel="stylesheet"', headEnd);
  const at = lastLink === -1 ? headEnd : html.indexOf('>', lastLink) + 1;
  return `${html.slice(0, at)}<style ${PAGE_STYLE_ATTRIBUTE}="">${css}</style>${html.slice(at)}`;
}

/**
 * A page whose styled-components `<style>` elements are gone from the HTML and its inline payload,
 * and whose CSS is one `<style>` in its <head> instead, each block once. Unchanged when it has none.
 * @param {string} html
 */
function pageWithoutStyles(html) {
  const elements = styleElements(html);
  if (elements.length === 0) return html;
  const css = pageStylesheet(elements.map((element) => element.css));
  let page = '';
  let from = 0;
  for (const element of elements) {
    page += html.slice(from, element.start);
    from = element.end;
  }
  page += html.slice(from);

  const payload = framework.inlinePayloadText(page);
  if (payload !== undefined) {
    const first = page.search(framework.PAYLOAD_SCRIPT);
    // The whole payload goes into the first script: rows may span scripts, and only their order counts.
    const rewritten = framework.payloadScript(flightWithoutStyles(payload));
    page = page.slice(0, first) + rewritten + page.slice(first).replace(framework.PAYLOAD_SCRIPT, '');
  }
  return withPageStyle(page, css);
}

/**
 * A page's stylesheet: each of its blocks once, where its last copy was (the copy that decided
 * ties in the cascade), so every rule wins or loses as it did inline.
 * @param {string[]} blocks the page's CSS blocks in document order
 */
function pageStylesheet(blocks) {
  return blocks.filter((block, index) => blocks.lastIndexOf(block) === index).join('\n');
}

module.exports = { PAGE_STYLE_ATTRIBUTE, styleElements, flightWithoutStyles, pageWithoutStyles, pageStylesheet };
