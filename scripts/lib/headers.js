// @ts-check
/**
 * The `_headers` file (Netlify / Cloudflare Pages format): filling the template public/_headers after the build
 * (scripts/postbuild.mjs), and reading out/_headers with @netlify/headers-parser to apply it (scripts/serve.mjs, scripts/deploy/).
 */
const { createHash } = require('node:crypto');
const { inlineScripts } = require('./html');

/** A CSP source for an inline script: the hash of its exact UTF-8 text. @param {string} scriptText */
const sha256Source = (scriptText) => `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;

/** The sorted, unique hash sources of every executable inline script in the documents. @param {Iterable<string>} htmlDocuments */
const inlineScriptHashes = (htmlDocuments) =>
  [...new Set([...htmlDocuments].flatMap((html) => inlineScripts(html).map(sha256Source)))].sort();

/**
 * Cache-Control rules revalidating all but /_next/ (only static/, fingerprinted, with its own rule in
 * the template), one per top-level entry of out/ (the rules must not overlap: a path matching two
 * gets both values from Cloudflare, either from Netlify). @param {{ name: string, isDirectory: boolean }[]} entries
 */
function revalidateRules(entries) {
  const patterns = [...entries]
    .sort((a, b) => a.name.localeCompare(b.name))
    .filter((entry) => !['_headers', '_redirects', '_next'].includes(entry.name))
    .map((entry) => (entry.isDirectory ? `/${entry.name}/*` : `/${entry.name}`));
  return ['/', ...patterns].map((pattern) => `${pattern}\n  Cache-Control: public, max-age=0, must-revalidate`).join('\n');
}

/**
 * Fills the placeholders of public/_headers and checks that none is left; its first comment block
 * (up to the first blank line) is about the template itself and is dropped.
 * @param {string} template @param {{ scriptHashes: string[], connectSources: string[], revalidateRules: string }} values
 */
function renderHeadersTemplate(template, values) {
  /** An empty list of sources takes the space before its placeholder with it. @param {string} text @param {string} token @param {string[]} sources */
  const withSources = (text, token, sources) => (sources.length > 0 ? text.split(token).join(sources.join(' ')) : text.split(` ${token}`).join('').split(token).join(''));
  let text = template.replace(/^(?:#[^\n]*\n)+\s*\n/, '');
  text = withSources(text, '{{SCRIPT_HASHES}}', values.scriptHashes);
  text = withSources(text, '{{CONNECT_SOURCES}}', values.connectSources);
  text = text.split('{{REVALIDATE_RULES}}').join(values.revalidateRules);
  const leftover = /\{\{[A-Z_]+\}\}/.exec(text);
  if (leftover) throw new Error(`_headers: placeholder ${leftover[0]} left unreplaced`);
  return text;
}

/** @typedef {{ for: string, forRegExp: RegExp, values: Record<string, string> }} HeaderRule */

/** Reads a `_headers` file with Netlify's own parser; any line it rejects fails loudly. @param {string} file @returns {Promise<HeaderRule[]>} */
async function readHeadersFile(file) {
  const { parseAllHeaders } = await import('@netlify/headers-parser');
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join('\n')}`);
  return /** @type {HeaderRule[]} */ (headers);
}

/**
 * The headers the rules matching a path set, keyed by the name as first written; a header several
 * rules set gets their distinct values joined with ", ", as Cloudflare Pages does (Netlify's
 * "/404/*" also matches "/404.html", so the same value can come twice). @param {HeaderRule[]} rules @param {string} pathname
 */
function headersForPath(rules, pathname) {
  /** @type {Map<string, { name: string, value: string }>} */
  const byLowerName = new Map();
  for (const rule of rules.filter((candidate) => candidate.forRegExp.test(pathname))) {
    for (const [name, value] of Object.entries(rule.values)) {
      const existing = byLowerName.get(name.toLowerCase());
      if (existing?.value === value) continue;
      byLowerName.set(name.toLowerCase(), existing ? { name: existing.name, value: `${existing.value}, ${value}` } : { name, value });
    }
  }
  return new Map([...byLowerName.values()].map(({ name, value }) => [name, value]));
}

/** Adds loopback sources to a CSP's connect-src (or the directive): a local page may post to a local receiver. @param {string} policy */
function allowLocalConnections(policy) {
  const local = 'http://127.0.0.1:* http://localhost:*';
  const directives = policy.split(';').map((directive) => directive.trim()).filter(Boolean);
  const index = directives.findIndex((directive) => /^connect-src(\s|$)/i.test(directive));
  if (index === -1) directives.push(`connect-src 'self' ${local}`);
  else directives[index] = `${directives[index]} ${local}`;
  return directives.join('; ');
}

module.exports = { sha256Source, inlineScriptHashes, revalidateRules, renderHeadersTemplate, readHeadersFile, headersForPath, allowLocalConnections };
