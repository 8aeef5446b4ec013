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

const STYLE_ATTRIBUTES = ['data-styled', 'data-styled-global'];

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
        if (name === 'style' && STYLE_ATTRIBUTES.some((attribute) => attribute in attributes)) open = { start: parser.startIndex, css: '' };
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

/** @param {unknown} node */
function isStyledElement(node) {
  if (!Array.isArray(node) || node[0] !== '$' || node[1] !== 'style') return false;
  const props = node[3];
  return typeof props === 'object' && props !== null && STYLE_ATTRIBUTES.some((attribute) => attribute in props);
}

// A reference to another row's value, or to a part of it: "$17", "$11:props:children:0".
const REFERENCE = /^\$([0-9a-f]+)((?::[^:]+)*)$/;

/**
 * What a reference points at, followed through other references as React's flight client does
 * (an element's "props" is its fourth item); undefined when it cannot be read.
 * @param {string} reference
 * @param {Map<string, unknown>} values the payload's JSON rows, by id
 * @param {number} [depth]
 * @returns {unknown}
 */
function resolveReference(reference, values, depth = 0) {
  const match = REFERENCE.exec(reference);
  if (!match || depth > 20 || !values.has(/** @type {string} */ (match[1]))) return undefined;
  /** @type {unknown} */
  let value = values.get(/** @type {string} */ (match[1]));
  for (const key of (match[2] ?? '').split(':').slice(1)) {
    if (typeof value === 'string' && REFERENCE.test(value)) value = resolveReference(value, values, depth + 1);
    if (Array.isArray(value) && value[0] === '$' && key === 'props') value = value[3];
    else if (typeof value === 'object' && value !== null) value = /** @type {Record<string, unknown>} */ (value)[key];
    else return undefined;
  }
  return typeof value === 'string' && REFERENCE.test(value) ? resolveReference(value, values, depth + 1) : value;
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
      if (typeof value === 'string' && /^\$[0-9a-f]+$/.test(value)) dropped.add(value.slice(1));
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

// Row tags whose payload is length-prefixed binary (ReactFlightClient processBinaryChunk).
const BINARY_ROW_TAGS = new Set([...'AOoUSsLlGgMmV']);

/**
 * The rows of an RSC payload, as `id`, `tag` ('T' for a text row, '' for JSON, else React's tag)
 * and their exact text.
 * @param {string} payload
 */
function flightRows(payload) {
  const bytes = Buffer.from(payload, 'utf8');
  /** @type {{ id: string, tag: string, text: string }[]} */
  const rows = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(':', at);
    if (colon === -1) throw new Error(`fila RSC sin ":" en el byte ${at}`);
    const id = bytes.toString('utf8', at, colon);
    const tag = String.fromCharCode(bytes[colon + 1] ?? 0);
    if (BINARY_ROW_TAGS.has(tag)) throw new Error(`fila RSC binaria "${tag}" (id ${id}): no se sabe extraer estilos de ella`);
    let end;
    if (tag === 'T') {
      const comma = bytes.indexOf(',', colon);
      end = comma + 1 + parseInt(bytes.toString('latin1', colon + 2, comma), 16);
    } else {
      const newline = bytes.indexOf('\n', colon);
      end = newline === -1 ? bytes.length : newline + 1;
    }
    const isJson = '[{"'.includes(tag) || /[-0-9ntf]/.test(tag);
    rows.push({ id, tag: tag === 'T' ? 'T' : isJson ? '' : tag, text: bytes.toString('utf8', at, end) });
    at = end;
  }
  return rows;
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
  for (const row of rows) if (row.tag === '') values.set(row.id, JSON.parse(row.text.slice(row.id.length + 1)));
  const texts = rows.map((row) => {
    if (row.tag !== '') return row.text;
    const before = values.get(row.id);
    const after = withoutStyledElements(before, values, dropped);
    const rewritten = JSON.stringify(after);
    return rewritten === JSON.stringify(before) ? row.text : `${row.id}:${rewritten}\n`;
  });
  const kept = texts.filter((text, index) => {
    const row = /** @type {{ id: string, tag: string }} */ (rows[index]);
    if (row.tag !== 'T' || !dropped.has(row.id)) return true;
    const reference = new RegExp(`"\\$[A-Za-z@]?${row.id}[":]`);
    return texts.some((other, otherIndex) => otherIndex !== index && reference.test(other));
  });
  return kept.join('');
}

// Next's inline payload scripts: `self.__next_f.push([1,"<JSON string, HTML-escaped>"])`.
const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;

/**
 * A JSON string as Next writes it inside an inline script (htmlEscapeJsonString in Next).
 * @param {string} text
 */
function scriptString(text) {
  /** @type {Record<string, string>} */
  const escapes = { '&': '\\u0026', '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };
  return JSON.stringify(text).replace(/[&<>\u2028\u2029]/g, (character) => escapes[character] ?? character);
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

  const scripts = [...page.matchAll(PAYLOAD_SCRIPT)];
  if (scripts.length > 0) {
    const payload = scripts.map((match) => JSON.parse(/** @type {string} */ (match[1]))).join('');
    const first = /** @type {number} */ (scripts[0]?.index);
    // The whole payload goes into the first script: rows may span scripts, and only their order counts.
    const rewritten = `<script>self.__next_f.push([1,${scriptString(flightWithoutStyles(payload))}])</script>`;
    page = page.slice(0, first) + rewritten + page.slice(first).replace(PAYLOAD_SCRIPT, '');
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

module.exports = { PAGE_STYLE_ATTRIBUTE, PAYLOAD_SCRIPT, styleElements, flightWithoutStyles, pageWithoutStyles, pageStylesheet, scriptString };
