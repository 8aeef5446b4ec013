// @ts-check
/**
 * All the post-build layer knows of what Next, React and styled-components write into a page: none of it is
 * public API, so framework-output.contract.test.ts checks it on a real `next build` (run it before upgrading).
 */
/** Where Next serves its fingerprinted output: a file under it can be cached for good. */
const NEXT_STATIC_PATH = '/_next/static/';
/** Next's first-load chunks (in <head> and <body>), and its low-priority preload of one. */
const ASYNC_CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]* href="(\/_next\/static\/[^"]+\.js)"\/>/g;

// The inline RSC payload React hydrates from: a queue Next's boot reads once, opened by a bootstrap
// script (`[0]`) and filled by data scripts of text rows (`[1, "<rows>"]`).
const PAYLOAD_QUEUE = '__next_f';
const PAYLOAD_BOOTSTRAP_ITEM = 0;
const PAYLOAD_TEXT_ITEM = 1;
const PAYLOAD_BOOTSTRAP = `<script>(self.${PAYLOAD_QUEUE}=self.${PAYLOAD_QUEUE}||[]).push([${PAYLOAD_BOOTSTRAP_ITEM}])</script>`;
const PAYLOAD_SCRIPT = new RegExp(`<script>self\\.${PAYLOAD_QUEUE}\\.push\\(\\[${PAYLOAD_TEXT_ITEM},("(?:[^"\\\\]|\\\\.)*")\\]\\)</script>`, 'g');
/** The page's inline payload as one text, in order (undefined without one). @param {string} html */
function inlinePayloadText(html) {
  const scripts = [...html.matchAll(PAYLOAD_SCRIPT)];
  return scripts.length === 0 ? undefined : scripts.map((match) => JSON.parse(/** @type {string} */ (match[1]))).join('');
}

/** @param {string} html */
const withoutPayloadScripts = (html) => html.replace(PAYLOAD_SCRIPT, '').replace(PAYLOAD_BOOTSTRAP, '');

// React's flight rows (ReactFlightClient): `id:JSON\n`, `id:T<byte length in hex>,<text>` or
// `id:<tag>…\n`; these tags are length-prefixed binary, refused rather than misread.
const BINARY_ROW_TAGS = new Set([...'AOoUSsLlGgMmV']);
/** The payload's rows and their exact text; `tag` is 'T' for text, '' for JSON, else React's. @param {string} payload */
function flightRows(payload) {
  const bytes = Buffer.from(payload, 'utf8');
  const rows = /** @type {{ id: string, tag: string, text: string }[]} */ ([]);
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(':', at);
    if (colon === -1) throw new Error(`fila RSC sin ":" en el byte ${at}`);
    const id = bytes.toString('utf8', at, colon);
    const tag = String.fromCharCode(bytes[colon + 1] ?? 0);
    if (BINARY_ROW_TAGS.has(tag)) throw new Error(`fila RSC binaria "${tag}" (id ${id}): no se sabe extraer estilos de ella`);
    // A text row is as long as its header says; any other ends after its newline (or the payload).
    const comma = tag === 'T' ? bytes.indexOf(',', colon) : -1;
    const end = tag === 'T' ? comma + 1 + parseInt(bytes.toString('latin1', colon + 2, comma), 16) : bytes.indexOf('\n', colon) + 1 || bytes.length;
    const isJson = '[{"'.includes(tag) || /[-0-9ntf]/.test(tag);
    rows.push({ id, tag: tag === 'T' ? 'T' : isJson ? '' : tag, text: bytes.toString('utf8', at, end) });
    at = end;
  }
  return rows;
}

/** @param {{ id: string, text: string }} row a JSON row */
const rowValue = (row) => JSON.parse(row.text.slice(row.id.length + 1));
/** @param {string} id @param {unknown} value */
const jsonRow = (id, value) => `${id}:${JSON.stringify(value)}\n`;

// A reference to another row's value or to a part of it ("$17", "$11:props:children:0"), and to a whole row.
const REFERENCE = /^\$([0-9a-f]+)((?::[^:]+)*)$/;
const ROW_REFERENCE = /^\$([0-9a-f]+)$/;
/** Finds in a row's text any reference to row `id` (plain, lazy "$L17", promise…). @param {string} id */
const referenceTo = (id) => new RegExp(`"\\$[A-Za-z@]?${id}[":]`);

/**
 * What a reference points at, followed through other references as React's flight client does (an
 * element `["$", type, key, props]` has its "props" fourth); undefined when it cannot be read.
 * @param {string} reference @param {Map<string, unknown>} values the JSON rows, by id @param {number} [depth] @returns {unknown}
 */
function resolveReference(reference, values, depth = 0) {
  const match = REFERENCE.exec(reference);
  if (!match || depth > 20 || !values.has(/** @type {string} */ (match[1]))) return undefined;
  let value = values.get(/** @type {string} */ (match[1]));
  for (const key of (match[2] ?? '').split(':').slice(1)) {
    if (typeof value === 'string' && REFERENCE.test(value)) value = resolveReference(value, values, depth + 1);
    if (Array.isArray(value) && value[0] === '$' && key === 'props') value = value[3];
    else if (typeof value === 'object' && value !== null) value = /** @type {Record<string, unknown>} */ (value)[key];
    else return undefined;
  }
  return typeof value === 'string' && REFERENCE.test(value) ? resolveReference(value, values, depth + 1) : value;
}

// styled-components (>= 6.3) in server components: `<style data-styled="">` beside each styled
// element, `<style data-styled-global="…">` for createGlobalStyle; the same elements in the payload.
const STYLED_ATTRIBUTES = ['data-styled', 'data-styled-global'];
/** @param {unknown} node */
const isStyledElement = (node) =>
  Array.isArray(node) && node[0] === '$' && node[1] === 'style' && typeof node[3] === 'object' && node[3] !== null && STYLED_ATTRIBUTES.some((attribute) => attribute in node[3]);

// styled-components gives each styled element its component's id as a class too (`sc-<file hash>-<n>` with
// the SWC plugin's ssr), beside the class of its rules; only a component selector (`${Card} &`) uses the id.
const COMPONENT_ID_CLASS = /^sc-[0-9a-z]+-\d+$/i;

module.exports = {
  NEXT_STATIC_PATH, ASYNC_CHUNK_SCRIPT, CHUNK_PRELOAD, PAYLOAD_QUEUE, PAYLOAD_BOOTSTRAP_ITEM, PAYLOAD_TEXT_ITEM, PAYLOAD_BOOTSTRAP, PAYLOAD_SCRIPT, inlinePayloadText,
  withoutPayloadScripts, flightRows, rowValue, jsonRow, REFERENCE, ROW_REFERENCE, referenceTo, resolveReference, STYLED_ATTRIBUTES, isStyledElement, COMPONENT_ID_CLASS,
};
