/** @jest-environment node */
/**
 * The contract of scripts/lib/framework-output.js: each thing it says Next, React and
 * styled-components write, checked on what the installed versions really write for a small app
 * (scripts/lib/__fixtures__/next-app: a styled-components server component with a long text, a
 * global style and a client island), then the whole post-build step run on that app and the
 * page hydrated in Chromium. A failure names the module to update.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { builtFixture, builtFixturePage } from './__fixtures__/built-fixture';
import { VERSIONS } from './build-next-app';
import { launchOptions } from './chromium';
import * as framework from './framework-output';

const MODULE = 'scripts/lib/framework-output.js';

/** Fails naming the module and the versions, with what no longer holds. */
function contract(holds: boolean, assumption: string, detail = ''): void {
  if (holds) return;
  const versions = Object.entries(VERSIONS)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  throw new Error(
    `${MODULE} no longer matches the build output (${versions}): ${assumption}.${detail ? `\n${detail}` : ''}\n` +
      `Update ${MODULE} (and what uses it in scripts/) to the new output before upgrading.`,
  );
}

let html = '';
let payload = '';
let values = new Map<string, unknown>();

beforeAll(() => {
  html = builtFixturePage();
  payload = framework.inlinePayloadText(html) ?? '';
  values = new Map(framework.flightRows(payload).flatMap((row) => (row.tag === '' ? [[row.id, framework.rowValue(row)] as const] : [])));
}, 240_000);

/** Every string in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** Every element in a JSON value. */
function elements(value: unknown): unknown[][] {
  if (!Array.isArray(value) && (typeof value !== 'object' || value === null)) return [];
  const children = Object.values(value).flatMap(elements);
  return Array.isArray(value) && value[0] === '$' ? [value, ...children] : children;
}

describe(`what ${MODULE} says of Next's exported page`, () => {
  it('first-load chunks are async <script src> under the static path, the files in the export', () => {
    const scripts = [...html.matchAll(/<script [^>]*src="[^"]*"[^>]*><\/script>/g)].map((match) => match[0]).filter((tag) => !/ noModule=""/i.test(tag));
    const chunks = [...html.matchAll(framework.ASYNC_CHUNK_SCRIPT)].map((match) => match[1] ?? '');
    contract(chunks.length > 0, 'the page has chunk scripts of the shape ASYNC_CHUNK_SCRIPT', scripts.join('\n'));
    contract(
      scripts.every((tag) => framework.ASYNC_CHUNK_SCRIPT.test(tag) && !(framework.ASYNC_CHUNK_SCRIPT.lastIndex = 0)),
      'every external script but the noModule polyfill matches ASYNC_CHUNK_SCRIPT',
      scripts.join('\n'),
    );
    for (const chunk of chunks) {
      contract(chunk.startsWith(framework.NEXT_STATIC_PATH) && existsSync(path.join(builtFixture(), chunk)), `chunk ${chunk} is a file under NEXT_STATIC_PATH`);
    }
  });

  it("preloads of scripts match CHUNK_PRELOAD and name one of the page's chunks", () => {
    const preloads = [...html.matchAll(/<link [^>]*as="script"[^>]*>/g)].map((match) => match[0]);
    const chunks = new Set([...html.matchAll(framework.ASYNC_CHUNK_SCRIPT)].map((match) => match[1]));
    const matched = [...html.matchAll(framework.CHUNK_PRELOAD)];
    contract(matched.length === preloads.length, 'every script preload matches CHUNK_PRELOAD', preloads.join('\n'));
    contract(
      matched.every((match) => chunks.has(match[1])),
      'a preloaded script is one of the async chunks',
    );
  });

  it('the payload is a bootstrap script then data scripts of text', () => {
    contract(html.split(framework.PAYLOAD_BOOTSTRAP).length === 2, 'the page has PAYLOAD_BOOTSTRAP once');
    const scripts = [...html.matchAll(framework.PAYLOAD_SCRIPT)];
    contract(scripts.length > 0, 'the page has data scripts matching PAYLOAD_SCRIPT');
    contract(html.indexOf(framework.PAYLOAD_BOOTSTRAP) < (scripts[0]?.index ?? -1), 'the bootstrap comes before the data scripts');
    const rest = framework.withoutPayloadScripts(html);
    contract(!rest.includes(framework.PAYLOAD_QUEUE), `no other script uses ${framework.PAYLOAD_QUEUE}`, rest.slice(Math.max(0, rest.indexOf(framework.PAYLOAD_QUEUE) - 200)).slice(0, 400));
  });

  it("React's rows: JSON, text rows with their byte length in hex, no binary rows", () => {
    const rows = framework.flightRows(payload);
    contract(rows.map((row) => row.text).join('') === payload, 'flightRows reads the payload whole');
    contract(
      rows.every((row) => /^[0-9a-f]*$/.test(row.id)),
      'every row starts with a hexadecimal id (a wrong text-row length would misplace the next one)',
      rows.map((row) => row.id).join(' '),
    );
    const textRows = rows.filter((row) => row.tag === 'T');
    contract(
      textRows.some((row) => row.text.includes('Asesoría gratuita')),
      "the fixture's long text is a text row (T)",
    );
    for (const row of textRows) {
      contract(
        rows.some((other) => other !== row && framework.referenceTo(row.id).test(other.text)),
        `referenceTo(id) finds the reference to text row ${row.id}`,
      );
    }
    contract(
      rows.filter((row) => row.tag === '').every((row) => row.text.endsWith('\n')),
      'JSON rows end with a newline',
    );
  });

  it('elements are ["$", type, key, props], and references resolve through rows and "props"', () => {
    const all = [...values.values()].flatMap(elements);
    contract(
      all.some((element) => element[1] === 'main' && typeof element[3] === 'object'),
      "the page's <main> is an element [\"$\", \"main\", key, props]",
    );
    const references = [...values.values()].flatMap(strings).filter((text) => framework.REFERENCE.test(text));
    const unresolved = references.filter((reference) => framework.resolveReference(reference, values) === undefined && !/^\$[0-9a-f]+$/.test(reference));
    contract(unresolved.length === 0, 'every path reference resolves with resolveReference', unresolved.join('\n'));
    contract(
      references.some((reference) => reference.includes(':props:') && framework.isStyledElement(framework.resolveReference(reference, values))),
      'a styled element repeated elsewhere is written as a path reference through "props" (as the fixture\'s second <Section> is)',
      references.join('\n'),
    );
  });

  it('styled-components writes each style as <style data-styled…> in the HTML and as the same element in the payload', () => {
    const bodyStyles = [...html.slice(html.indexOf('<body')).matchAll(/<style([^>]*)>([^<]*)<\/style>/g)];
    contract(bodyStyles.length > 0, 'the page has <style> elements in its body');
    contract(
      bodyStyles.every((match) => framework.STYLED_ATTRIBUTES.some((attribute) => (match[1] ?? '').includes(` ${attribute}=`))),
      `every style element carries one of ${framework.STYLED_ATTRIBUTES.join(', ')}`,
      bodyStyles.map((match) => match[0].slice(0, 120)).join('\n'),
    );
    contract(
      bodyStyles.some((match) => (match[1] ?? '').includes(' data-styled-global=')),
      'createGlobalStyle writes data-styled-global',
    );
    const inPayload = new Set(
      [...values.values()]
        .flatMap(elements)
        .filter((element) => framework.isStyledElement(element))
        .map((element) => (element[3] as { children: string }).children),
    );
    const inHtml = new Set(bodyStyles.map((match) => match[2] ?? ''));
    contract(
      [...inHtml].every((css) => inPayload.has(css)) && inPayload.size === inHtml.size,
      'isStyledElement finds in the payload the same style elements as the HTML has',
      `HTML: ${[...inHtml].join(' | ')}\npayload: ${[...inPayload].join(' | ')}`,
    );
  });

  it("styled-components puts its component's id, of the shape COMPONENT_ID_CLASS, in each styled element's class", () => {
    const classes = [...html.matchAll(/ class="([^"]*)"/g)].map((match) => (match[1] ?? '').split(' '));
    contract(classes.length > 0, 'the fixture has styled elements with a class');
    contract(
      classes.every((names) => names.some((name) => framework.COMPONENT_ID_CLASS.test(name)) && names.some((name) => !framework.COMPONENT_ID_CLASS.test(name))),
      "every class lists a component id (COMPONENT_ID_CLASS) and a class of the component's rules (that does not match it)",
      classes.map((names) => names.join(' ')).join('\n'),
    );
  });
});

describe('the post-build step on the real output', () => {
  let dir = '';

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'contract-out-'));
    cpSync(builtFixture(), dir, { recursive: true });
    const result = spawnSync(process.execPath, [path.join(__dirname, '..', 'postbuild.mjs'), dir], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`scripts/postbuild.mjs failed on the contract fixture:\n${result.stdout}\n${result.stderr}`);
  }, 240_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves one stylesheet, no inline payload and one loader, and the page hydrates from them', async () => {
    const page = readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(page).not.toMatch(/<style data-styled/);
    expect(framework.inlinePayloadText(page)).toBeUndefined();
    expect(page.match(/<script data-deferred-scripts=/g)).toHaveLength(1);

    const browser = await chromium.launch(launchOptions);
    try {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      tab.on('pageerror', (error) => errors.push(error.message));
      tab.on('response', (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
      });
      // The export's files answer the page's requests as a static host would.
      await tab.route('**/*', (route) => {
        const { pathname } = new URL(route.request().url());
        const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
        return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: '' });
      });
      await tab.goto('http://127.0.0.1:9/');
      await tab.locator('form[data-ready] button:enabled').waitFor({ timeout: 20_000 });
      expect(await tab.locator('section').first().evaluate((element) => getComputedStyle(element).color)).toBe('rgb(11, 37, 69)');
      contract(errors.length === 0, 'the page hydrates without errors after the post-build step', errors.join('\n'));
    } finally {
      await browser.close();
    }
  }, 60_000);
});
