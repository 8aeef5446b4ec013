/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  allowLocalConnections,
  headersForPath,
  inlineScriptHashes,
  readHeadersFile,
  renderHeadersTemplate,
  revalidateRules,
  sha256Source,
} from './headers';

let directory = '';
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'headers-test-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** Parses the text as the file out/_headers would be parsed. */
async function parse(text: string, name = '_headers') {
  const file = path.join(directory, name);
  await writeFile(file, text);
  return readHeadersFile(file);
}

const TEMPLATE = [
  '# About the template itself: dropped.',
  '# More of it.',
  '',
  '# Kept.',
  '/*',
  "  Content-Security-Policy: default-src 'self'; script-src 'self' {{SCRIPT_HASHES}}; connect-src 'self' {{CONNECT_SOURCES}}",
  '',
  '/_next/static/*',
  '  Cache-Control: public, max-age=31536000, immutable',
  '',
  '{{REVALIDATE_RULES}}',
  '',
].join('\n');

describe('script hashes', () => {
  it('hashes the exact UTF-8 text of a script as a CSP source', () => {
    const text = 'self.__next_f.push([1,"Asesoría"])';
    const expected = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(sha256Source(text)).toBe(`'sha256-${expected}'`);
  });

  it('collects unique hashes of inline scripts across documents, ignoring JSON-LD and external scripts', () => {
    const pages = [
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>',
      '<script>a()</script><script>b()</script>',
    ];
    expect(inlineScriptHashes(pages)).toEqual([sha256Source('a()'), sha256Source('b()')].sort());
  });
});

describe('renderHeadersTemplate', () => {
  const rules = revalidateRules([
    { name: 'index.html', isDirectory: false },
    { name: '_next', isDirectory: true },
    { name: 'envivo', isDirectory: true },
    { name: '_headers', isDirectory: false },
  ]);

  it('fills hashes, the webhook origin and the cache rules, and drops the template note', () => {
    const text = renderHeadersTemplate(TEMPLATE, {
      scriptHashes: ["'sha256-a'", "'sha256-b'"],
      connectSources: ['https://hook.example.com'],
      revalidateRules: rules,
    });
    expect(text).not.toContain('About the template');
    expect(text).toContain('# Kept.');
    expect(text).toContain("script-src 'self' 'sha256-a' 'sha256-b'; connect-src 'self' https://hook.example.com\n");
    expect(text).toContain('/envivo/*\n  Cache-Control: public, max-age=0, must-revalidate');
  });

  it('leaves connect-src at self when no webhook default was built in', () => {
    const text = renderHeadersTemplate(TEMPLATE, { scriptHashes: [], connectSources: [], revalidateRules: rules });
    expect(text).toContain("script-src 'self'; connect-src 'self'\n");
  });

  it('fails on an unknown placeholder', () => {
    expect(() => renderHeadersTemplate(`${TEMPLATE}{{OTHER}}`, { scriptHashes: [], connectSources: [], revalidateRules: '' })).toThrow(
      /\{\{OTHER\}\}/,
    );
  });

  it('gives every path exactly one Cache-Control', async () => {
    const parsed = await parse(renderHeadersTemplate(TEMPLATE, { scriptHashes: [], connectSources: [], revalidateRules: rules }));
    for (const pathname of ['/', '/index.html', '/envivo/', '/envivo/index.txt', '/_next/static/chunks/a.js']) {
      expect(headersForPath(parsed, pathname).get('Cache-Control')).not.toMatch(/max-age.*max-age/);
      expect(headersForPath(parsed, pathname).has('Cache-Control')).toBe(true);
    }
    expect(headersForPath(parsed, '/_next/static/chunks/a.js').get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('readHeadersFile and headersForPath', () => {
  const text = ['# comment', '/*', '  X-A: 1', '/docs/:page', '  X-B: 2', '/static/*', '  X-A: 3'].join('\n');

  it('matches "*" across slashes and ":name" within one segment', async () => {
    const rules = await parse(text);
    expect(Object.fromEntries(headersForPath(rules, '/docs/intro'))).toEqual({ 'X-A': '1', 'X-B': '2' });
    expect(headersForPath(rules, '/docs/a/b').has('X-B')).toBe(false);
  });

  it('joins a header set by several matching rules, as Cloudflare Pages does', async () => {
    expect(headersForPath(await parse(text), '/static/app.js').get('X-A')).toBe('1, 3');
  });

  it('rejects a header without a value and a header before any path, naming the line', async () => {
    await expect(parse('/*\n  X-Empty:', 'empty')).rejects.toThrow(/line 2[\s\S]*Missing header value/);
    await expect(parse('  X-A: 1\n/*\n  X-B: 2', 'orphan')).rejects.toThrow(/Path should come before header "X-A"/);
  });
});

describe('allowLocalConnections', () => {
  it('adds loopback sources to connect-src and changes nothing else', () => {
    expect(allowLocalConnections("default-src 'self'; connect-src 'self' https://hook.example.com; img-src 'self'")).toBe(
      "default-src 'self'; connect-src 'self' https://hook.example.com http://127.0.0.1:* http://localhost:*; img-src 'self'",
    );
  });

  it('adds the directive when the policy has none', () => {
    expect(allowLocalConnections("default-src 'self'")).toBe("default-src 'self'; connect-src 'self' http://127.0.0.1:* http://localhost:*");
  });
});
