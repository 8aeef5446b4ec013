// @ts-check
/**
 * Everything the post-build layer (scripts/postbuild.mjs and scripts/lib/) knows about what Next,
 * React and styled-components write into an exported page: none of it is a public API, so it is
 * gathered here and nowhere else. framework-output.contract.test.ts builds a small app
 * (scripts/lib/__fixtures__/next-app/) with the installed next and checks every item below against
 * that real output, naming this module when an upgrade changes one. Upgrading next, react or
 * styled-components: run `npx jest scripts/lib/framework-output` first.
 */

/** Where Next serves its fingerprinted build output; a file under it can be cached for good. */
const NEXT_STATIC_PATH = '/_next/static/';

/** Next's first-load chunks: `<script src="/_next/static/…js" async=""></script>`, in <head> and <body>. */
const ASYNC_CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
/** Next's preload of one of those chunks: `<link rel="preload" as="script" fetchPriority="low" href="…"/>`. */
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]* href="(\/_next\/static\/[^"]+\.js)"\/>/g;

/**
 * The inline RSC payload (what React hydrates from): a global queue Next's boot reads once, opened
 * by a bootstrap script and filled by data scripts of text rows, `[1, "<rows>"]`.
 */
const PAYLOAD_QUEUE = '__next_f';
/** What the bootstrap pushes, and the tag of a data push of text. */
const PAYLOAD_BOOTSTRAP_ITEM = 0;
const PAYLOAD_TEXT_ITEM = 1;
const PAYLOAD_BOOTSTRAP = `<script>(self.${PAYLOAD_QUEUE}=self.${PAYLOAD_QUEUE}||[]).push([${PAYLOAD_BOOTSTRAP_ITEM}])</script>`;
/** A data script; its string is JSON, HTML-escaped as scriptString() writes it. */
const PAYLOAD_SCRIPT = new RegExp(`<script>self\\.${PAYLOAD_QUEUE}\\.push\\(\\[${PAYLOAD_TEXT_ITEM},("(?:[^"\\\\]|\\\\.)*")\\]\\)</script>`, 'g');

/**
 * A JSON string as Next writes it inside an inline script (htmlEscapeJsonString in Next).
 * @param {string} text
 */
function scriptString(text) {
  /** @type {Record<string, string>} */
  const escapes = { '&': '\\u0026', '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };
  return JSON.stringify(text).replace(/[&<>\u2028\u2029]/g, (character) => escapes[character] ?? character);
}

/** @param {string} text the whole payload as one data script */
function payloadScript(text) {
  return `<script>self.${PAYLOAD_QUEUE}.push([${PAYLOAD_TEXT_ITEM},${scriptString(text)}])</script>`;
}

/**
 * The page's inline payload as one text, in order (undefined when it has none).
 * @param {string} html
 */
function inlinePayloadText(html) {
  const scripts = [...html.matchAll(PAYLOAD_SCRIPT)];
  if (scripts.length === 0) return undefined;
  return scripts.map((match) => JSON.parse(/** @type {string} */ (match[1]))).join('');
}

/** The page without its inline payload scripts, bootstrap included. @param {string} html */
function withoutPayloadScripts(html) {
  return html.replace(PAYLOAD_SCRIPT, '').replace(PAYLOAD_BOOTSTRAP, '');
}

// React's flight rows (ReactFlightClient): `id:JSON\n`, `id:T<byte length in hex>,<text>` (no
// newline), or `id:<tag>…\n`; these tags are length-prefixed binary.
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

/** The value of a JSON row. @param {{ id: string, text: string }} row */
function rowValue(row) {
  return JSON.parse(row.text.slice(row.id.length + 1));
}

/** A JSON row's text. @param {string} id @param {unknown} value */
function jsonRow(id, value) {
  return `${id}:${JSON.stringify(value)}\n`;
}

/** An element: `["$", type, key, props]`. @param {unknown} node */
function elementProps(node) {
  return Array.isArray(node) && node[0] === '$' && typeof node[3] === 'object' && node[3] !== null ? /** @type {Record<string, unknown>} */ (node[3]) : undefined;
}

// A reference to another row's value, or to a part of it: "$17", "$11:props:children:0".
const REFERENCE = /^\$([0-9a-f]+)((?::[^:]+)*)$/;
/** A plain reference to a whole row ("$17"). */
const ROW_REFERENCE = /^\$([0-9a-f]+)$/;

/**
 * Whether some row text refers to the row `id` (plainly, or as a lazy, promise... reference: "$L17").
 * @param {string} id
 */
function referenceTo(id) {
  return new RegExp(`"\\$[A-Za-z@]?${id}[":]`);
}

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
 * styled-components (>= 6.3) in server components: a `<style data-styled="">` next to each styled
 * element, `<style data-styled-global="…">` for createGlobalStyle, the same as elements in the payload.
 */
const STYLED_ATTRIBUTES = ['data-styled', 'data-styled-global'];

/** @param {unknown} node */
function isStyledElement(node) {
  const props = elementProps(node);
  return Array.isArray(node) && node[1] === 'style' && props !== undefined && STYLED_ATTRIBUTES.some((attribute) => attribute in props);
}

module.exports = {
  NEXT_STATIC_PATH,
  ASYNC_CHUNK_SCRIPT,
  CHUNK_PRELOAD,
  PAYLOAD_QUEUE,
  PAYLOAD_BOOTSTRAP_ITEM,
  PAYLOAD_TEXT_ITEM,
  PAYLOAD_BOOTSTRAP,
  PAYLOAD_SCRIPT,
  scriptString,
  payloadScript,
  inlinePayloadText,
  withoutPayloadScripts,
  flightRows,
  rowValue,
  jsonRow,
  REFERENCE,
  ROW_REFERENCE,
  referenceTo,
  resolveReference,
  STYLED_ATTRIBUTES,
  isStyledElement,
};
