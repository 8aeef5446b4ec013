// @ts-check
/**
 * The `_headers` file (Netlify / Cloudflare Pages format): filling the template in
 * public/_headers after the build (scripts/postbuild.mjs), and reading out/_headers to apply it
 * (scripts/serve.mjs, the nginx snippet in scripts/deploy/) with @netlify/headers-parser.
 */
const { createHash } = require('node:crypto');
const { inlineScripts } = require('./html');

/** Placeholders of public/_headers that scripts/postbuild.mjs replaces. */
const TOKENS = {
  scriptHashes: '{{SCRIPT_HASHES}}',
  connectSources: '{{CONNECT_SOURCES}}',
  revalidateRules: '{{REVALIDATE_RULES}}',
};

/**
 * A CSP source expression for an inline script: the hash of its exact text, UTF-8 encoded.
 * @param {string} scriptText
 */
function sha256Source(scriptText) {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/**
 * The sorted, unique hash sources of every executable inline script in the given documents.
 * @param {Iterable<string>} htmlDocuments
 * @returns {string[]}
 */
function inlineScriptHashes(htmlDocuments) {
  const hashes = new Set();
  for (const html of htmlDocuments) {
    for (const script of inlineScripts(html)) hashes.add(sha256Source(script));
  }
  return [...hashes].sort();
}

/**
 * The origin a `connect-src` needs for a URL, or undefined for an empty value.
 * @param {string | undefined} url
 */
function connectOrigin(url) {
  if (!url || url.trim() === '') return undefined;
  return new URL(url.trim()).origin;
}

/**
 * Cache-Control rules that revalidate everything except /_next/static/ (fingerprinted, cached
 * for a year by its own rule). One rule per top-level entry of out/, because a path matching two
 * rules that both set Cache-Control gets both values (Cloudflare joins them with a comma, Netlify
 * keeps one of them): the rules must not overlap.
 * @param {{ name: string, isDirectory: boolean }[]} entries the top level of out/
 * @returns {string}
 */
function revalidateRules(entries) {
  const patterns = ['/'];
  const sorted = [...entries].sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of sorted) {
    if (entry.name === '_headers' || entry.name === '_redirects') continue;
    // An export's _next/ holds only static/, which has its own long-lived rule in the template.
    if (entry.name === '_next') continue;
    patterns.push(entry.isDirectory ? `/${entry.name}/*` : `/${entry.name}`);
  }
  return patterns.map((pattern) => `${pattern}\n  Cache-Control: public, max-age=0, must-revalidate`).join('\n');
}

/**
 * Fills the placeholders of the template and checks that none is left. The template's first
 * comment block (up to the first blank line) speaks about the template itself and is dropped.
 * @param {string} template the text of public/_headers
 * @param {{ scriptHashes: string[], connectSources: string[], revalidateRules: string }} values
 */
function renderHeadersTemplate(template, values) {
  const withSources = (/** @type {string} */ text, /** @type {string} */ token, /** @type {string[]} */ sources) =>
    sources.length > 0 ? text.split(token).join(sources.join(' ')) : text.split(` ${token}`).join('').split(token).join('');
  let text = template.replace(/^(?:#[^\n]*\n)+\s*\n/, '');
  text = withSources(text, TOKENS.scriptHashes, values.scriptHashes);
  text = withSources(text, TOKENS.connectSources, values.connectSources);
  text = text.split(TOKENS.revalidateRules).join(values.revalidateRules);
  const leftover = /\{\{[A-Z_]+\}\}/.exec(text);
  if (leftover) throw new Error(`_headers: placeholder ${leftover[0]} left unreplaced`);
  return text;
}

/**
 * @typedef {{ for: string, forRegExp: RegExp, values: Record<string, string> }} HeaderRule
 */

/**
 * Reads a `_headers` file with Netlify's own parser; any line it rejects fails loudly.
 * @param {string} file
 * @returns {Promise<HeaderRule[]>}
 */
async function readHeadersFile(file) {
  const { parseAllHeaders } = await import('@netlify/headers-parser');
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join('\n')}`);
  return /** @type {HeaderRule[]} */ (headers);
}

/**
 * The headers every matching rule sets for a path. A header set by several matching rules gets
 * their distinct values joined with ", ", as Cloudflare Pages does (Netlify's "/404/*" also
 * matches "/404.html", so the same value can come twice).
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Map<string, string>} keyed by the header name as first written
 */
function headersForPath(rules, pathname) {
  /** @type {Map<string, { name: string, value: string }>} */
  const byLowerName = new Map();
  for (const rule of rules) {
    if (!rule.forRegExp.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      const existing = byLowerName.get(key);
      if (existing?.value === value) continue;
      byLowerName.set(key, existing ? { name: existing.name, value: `${existing.value}, ${value}` } : { name, value });
    }
  }
  return new Map([...byLowerName.values()].map(({ name, value }) => [name, value]));
}

/** Sources the local server adds to connect-src so a local webhook receiver can be used. */
const LOCAL_CONNECT_SOURCES = ['http://127.0.0.1:*', 'http://localhost:*'];

/**
 * Adds the local webhook sources to a policy's connect-src (or adds the directive).
 * @param {string} policy
 */
function allowLocalConnections(policy) {
  const directives = policy.split(';').map((directive) => directive.trim()).filter(Boolean);
  const index = directives.findIndex((directive) => /^connect-src(\s|$)/i.test(directive));
  if (index === -1) directives.push(`connect-src 'self' ${LOCAL_CONNECT_SOURCES.join(' ')}`);
  else directives[index] = `${directives[index]} ${LOCAL_CONNECT_SOURCES.join(' ')}`;
  return directives.join('; ');
}

module.exports = {
  TOKENS,
  LOCAL_CONNECT_SOURCES,
  sha256Source,
  inlineScriptHashes,
  connectOrigin,
  revalidateRules,
  renderHeadersTemplate,
  readHeadersFile,
  headersForPath,
  allowLocalConnections,
};
