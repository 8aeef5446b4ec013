// @ts-check
/**
 * Pure checks of the static export, used by scripts/check-export.mjs (`npm run test:export`):
 * first-load JavaScript budgets, internal links and anchors, new-tab links, and markup the
 * Content-Security-Policy would block.
 */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');
const { firstLoadScriptSources, scanTags } = require('./html');

/** 1 KB = 1000 bytes, everywhere in the budgets and their reports. */
const KB = 1000;

/**
 * First-load JavaScript budgets (gzip level 9, bytes), from the quality issue: `/` may carry the
 * form's lazy entry point, every other route less.
 * @param {string} route e.g. "/", "/envivo/", "/404.html"
 */
function jsBudgetFor(route) {
  return route === '/' ? 165 * KB : 150 * KB;
}

/**
 * A page's first-load JavaScript: the gzip (level 9) size of every same-site script it loads up
 * front, noModule polyfills excluded (modern browsers skip them). Shared by the export check and
 * the benchmark so both count alike.
 * @param {string} root the export's directory
 * @param {string} html the page
 * @param {Map<string, number>} [sizes] gzip sizes by file, reused across pages
 * @returns {{ bytes: number, scripts: string[], external: string[], missing: string[] }}
 */
function firstLoadJavaScript(root, html, sizes = new Map()) {
  const result = { bytes: 0, scripts: firstLoadScriptSources(html), external: /** @type {string[]} */ ([]), missing: /** @type {string[]} */ ([]) };
  for (const source of result.scripts) {
    const url = new URL(source, 'http://export.invalid/');
    if (url.origin !== 'http://export.invalid') {
      result.external.push(source);
      continue;
    }
    const file = path.join(root, decodeURIComponent(url.pathname));
    let size = sizes.get(file);
    if (size === undefined) {
      if (!existsSync(file)) {
        result.missing.push(source);
        continue;
      }
      size = gzipSync(readFileSync(file), { level: 9 }).length;
      sizes.set(file, size);
    }
    result.bytes += size;
  }
  return result;
}

/**
 * The URL path a file of out/ is served at: "index.html" -> "/", "envivo/index.html" ->
 * "/envivo/", "404.html" -> "/404.html".
 * @param {string} relativeFile with forward slashes
 */
function routeOfFile(relativeFile) {
  if (relativeFile === 'index.html') return '/';
  if (relativeFile.endsWith('/index.html')) return `/${relativeFile.slice(0, -'index.html'.length)}`;
  return `/${relativeFile}`;
}

/**
 * @typedef {{ tag: string, attribute: string, value: string }} Reference
 */

/** Attributes whose value is one URL, per element. */
const URL_ATTRIBUTES = /** @type {Record<string, string[]>} */ ({
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  iframe: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  form: ['action'],
});

/** Social-card images: absolute URLs that must point at an exported file when on this site. */
const META_URL_PROPERTIES = new Set(['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'og:url']);

/**
 * Every URL the document refers to, with where it came from.
 * @param {string} html
 * @returns {Reference[]}
 */
function collectReferences(html) {
  /** @type {Reference[]} */
  const references = [];
  for (const tag of scanTags(html)) {
    for (const attribute of URL_ATTRIBUTES[tag.name] ?? []) {
      const value = tag.attrs.get(attribute);
      if (value !== undefined) references.push({ tag: tag.name, attribute, value: value.trim() });
    }
    const srcset = tag.attrs.get('srcset');
    if (srcset !== undefined && (tag.name === 'img' || tag.name === 'source')) {
      for (const candidate of srcset.split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) references.push({ tag: tag.name, attribute: 'srcset', value: url });
      }
    }
    if (tag.name === 'meta') {
      const property = tag.attrs.get('property') ?? tag.attrs.get('name');
      const content = tag.attrs.get('content');
      if (property && content && META_URL_PROPERTIES.has(property)) references.push({ tag: 'meta', attribute: property, value: content.trim() });
    }
  }
  return references;
}

/**
 * The fragment targets of a document: element ids and <a name>.
 * @param {string} html
 * @returns {Set<string>}
 */
function collectIds(html) {
  const ids = new Set();
  for (const tag of scanTags(html)) {
    const id = tag.attrs.get('id');
    if (id) ids.add(id);
    const name = tag.attrs.get('name');
    if (tag.name === 'a' && name) ids.add(name);
  }
  return ids;
}

/**
 * Classifies a reference found on the page served at `pageRoute`.
 * @param {string} value
 * @param {string} pageRoute e.g. "/envivo/"
 * @param {string | undefined} siteOrigin absolute URLs with this origin are internal
 * @returns {{ kind: 'skip' } | { kind: 'invalid', reason: string } | { kind: 'external', url: string } | { kind: 'internal', path: string, fragment: string | undefined }}
 */
function classifyReference(value, pageRoute, siteOrigin) {
  if (value === '' || /^(mailto|tel|sms|data|blob|about):/i.test(value)) return { kind: 'skip' };
  const base = new URL(pageRoute, siteOrigin ?? 'http://export.invalid');
  let url;
  try {
    url = new URL(value, base);
  } catch {
    return { kind: 'invalid', reason: 'URL mal formada' };
  }
  if (url.protocol === 'javascript:') return { kind: 'invalid', reason: 'URL javascript: (la CSP la bloquea)' };
  if (url.origin !== base.origin) return { kind: 'external', url: url.href };
  let path;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : undefined;
  return { kind: 'internal', path, fragment };
}

/**
 * The file of out/ a path is served from, as a static host serves the export
 * (scripts/serve.mjs): "/x/" -> "x/index.html", "/x.js" -> "x.js".
 * @param {string} urlPath
 * @param {(relativePath: string) => 'file' | 'directory' | undefined} kindOf
 * @returns {{ file: string } | { error: string }}
 */
function fileForPath(urlPath, kindOf) {
  const relative = urlPath.replace(/^\/+/, '');
  if (relative.split('/').includes('..')) return { error: 'sale de out/' };
  if (relative === '' || relative.endsWith('/')) {
    const index = `${relative}index.html`;
    return kindOf(index) === 'file' ? { file: index } : { error: `no existe out/${index}` };
  }
  const kind = kindOf(relative);
  if (kind === 'file') return { file: relative };
  if (kind === 'directory') {
    return { error: `le falta la barra final (trailingSlash: el host respondería con una redirección a ${urlPath}/)` };
  }
  return { error: `no existe out/${relative}` };
}

/**
 * Links that open a new tab without rel="noopener".
 * @param {string} html
 * @returns {string[]} their hrefs
 */
function newTabLinksWithoutNoopener(html) {
  return scanTags(html)
    .filter((tag) => (tag.name === 'a' || tag.name === 'area' || tag.name === 'form') && (tag.attrs.get('target') ?? '').toLowerCase() === '_blank')
    .filter((tag) => !(tag.attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes('noopener'))
    .map((tag) => tag.attrs.get('href') ?? tag.attrs.get('action') ?? `<${tag.name}>`);
}

/**
 * Markup the site's Content-Security-Policy blocks: inline event-handler attributes (hashes do
 * not cover them) and javascript: URLs.
 * @param {string} html
 * @returns {string[]} descriptions
 */
function cspBlockedMarkup(html) {
  /** @type {string[]} */
  const problems = [];
  for (const tag of scanTags(html)) {
    for (const [name, value] of tag.attrs) {
      if (/^on[a-z]+$/.test(name)) problems.push(`<${tag.name} ${name}="…">`);
      else if (/^\s*javascript:/i.test(value) && ['href', 'src', 'action', 'formaction'].includes(name)) problems.push(`<${tag.name} ${name}="${value}">`);
    }
  }
  return problems;
}

module.exports = {
  KB,
  jsBudgetFor,
  firstLoadJavaScript,
  routeOfFile,
  collectReferences,
  collectIds,
  classifyReference,
  fileForPath,
  newTabLinksWithoutNoopener,
  cspBlockedMarkup,
};
