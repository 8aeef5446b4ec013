#!/usr/bin/env node
/**
 * Writes the nginx snippet that sends the headers of out/_headers: those of "/*" on every answer, and one location per
 * other rule ("/x/*" a prefix, "/x" an exact one) with its Cache-Control. After every build (new CSP hashes), run it, reload nginx.
 *
 *   node scripts/deploy/nginx-headers.mjs [--headers out/_headers] [--output /etc/nginx/snippets/jornada-headers.conf]
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { headersForPath, readHeadersFile } from '../lib/headers.js';

/** @param {string} value */
function quoted(value) {
  // nginx would expand "$name" inside the value: no header of the site needs a dollar sign.
  if (value.includes('$')) throw new Error(`Un valor con "$" no se puede copiar tal cual a nginx: ${value}`);
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * The snippet for the rules of a `_headers` file: the headers of "/*" for the whole server, and each header another
 * rule sets (Cache-Control) through a variable its location sets, so that no location needs an add_header of its own
 * (which would drop the server's). @param {import('../lib/headers.js').HeaderRule[]} rules
 */
export function nginxHeadersSnippet(rules) {
  const others = rules.filter((rule) => rule.for !== '/*');
  /** @type {Map<string, string>} lower-case name -> name as written */
  const varied = new Map(others.flatMap((rule) => Object.keys(rule.values).map((name) => [name.toLowerCase(), name])));
  const isVaried = (/** @type {[string, string]} */ [name]) => varied.has(name.toLowerCase());
  const variable = (/** @type {string} */ name) => `$site_${name.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;
  const base = [...headersForPath(rules.filter((rule) => rule.for === '/*'), '/')];
  const lines = ['# Written by scripts/deploy/nginx-headers.mjs from out/_headers: regenerate after every build.', ''];
  for (const [name, value] of base.filter((header) => !isVaried(header))) lines.push(`add_header ${name} ${quoted(value)} always;`);
  for (const [lower, name] of varied) {
    // An empty value sends no header.
    const value = base.find(([other]) => other.toLowerCase() === lower)?.[1] ?? '';
    lines.push(`set ${variable(name)} ${quoted(value)};`, `add_header ${name} ${variable(name)} always;`);
  }
  for (const { for: pattern } of others) {
    // No ":name", and "*" only as a final "/*".
    if (!/^[^:*]*(\/\*)?$/.test(pattern)) throw new Error(`Regla de _headers sin equivalente simple en nginx: ${pattern}`);
    const prefix = pattern.endsWith('/*') ? pattern.slice(0, -1) : undefined;
    // A prefix location takes its own rule and every enclosing "/x/*"; an exact one every rule that matches it.
    const headers = prefix
      ? headersForPath(rules.filter((other) => other.for.endsWith('/*') && prefix.startsWith(other.for.slice(0, -1))), prefix)
      : headersForPath(rules, pattern);
    const sets = [...headers].filter(isVaried).map(([name, value]) => `set ${variable(name)} ${quoted(value)};`);
    lines.push('', `location ${prefix ?? `= ${pattern}`} { ${sets.join(' ')} }`);
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { headers: { type: 'string', default: path.join(import.meta.dirname, '..', '..', 'out', '_headers') }, output: { type: 'string' } } });
  try {
    const snippet = nginxHeadersSnippet(await readHeadersFile(values.headers));
    if (values.output) await writeFile(values.output, snippet);
    process.stdout.write(values.output ? `Escrito ${values.output}: recargue nginx (nginx -t && systemctl reload nginx).\n` : snippet);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
