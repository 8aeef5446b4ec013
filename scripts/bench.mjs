#!/usr/bin/env node
/**
 * `npm run bench`, a benchmark, not a test (scripts/BENCHMARK.md). Lighthouse (mobile preset) with the system Chromium
 * on every route of out/, served with gzip and its real headers as a CDN would, round by round interleaved with a bare
 * Next.js export of scripts/bench-reference/ (the machine is shared and noisy: ratios to it hold when absolute times
 * drift); then "form usable at" over an applied slow link, and PASS/FAIL for each budget.
 *
 *   node scripts/bench.mjs [--runs 5] [--routes /,/envivo/] [--out DIR] [--form-only] [--http2]
 *
 * --out measures another export than out/ (neither is built here); --form-only only "form usable at";
 * --http2 serves both over HTTP/2 and TLS, as CDNs and the nginx recipe do (else HTTP/1.1: 6 connections).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium as playwrightChromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import { builtNextApp } from './lib/build-next-app.js';
import { atPageHost, pageHostLaunchOptions } from './lib/chromium.js';
import { KB, NOT_FOUND_ROUTE, firstLoadJavaScript, formatTable, gzipBytes, jsBudgetFor, siteRoutes } from './lib/export-checks.js';
import { startStaticServer } from './serve.mjs';

const projectRoot = path.resolve(import.meta.dirname, '..');

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' }, routes: { type: 'string' }, out: { type: 'string' }, 'form-only': { type: 'boolean' }, http2: { type: 'boolean' } } });
/** How every server here serves: gzip, and HTTP/2 with the nginx tests' self-signed pair on --http2. */
const SERVING = { gzip: true, http2: Boolean(args.http2) };
/** Nothing leaves the machine, and the pages open at PAGE_HOST (scripts/lib/chromium.js). */
const CHROME_FLAGS = [...pageHostLaunchOptions.args, '--disable-default-apps', '--disable-domain-reliability', ...(SERVING.http2 ? ['--ignore-certificate-errors'] : [])];
const TARGET_BENCHMARK_INDEX = 375;
const PRESET_CPU_SLOWDOWN = constants.throttling.mobileSlow4G.cpuSlowdownMultiplier;
/** Lighthouse's categories and simulated metrics, by the key the results use. */
const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' };
const METRIC_AUDITS = { lcp: 'largest-contentful-paint', fcp: 'first-contentful-paint', speedIndex: 'speed-index', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' };
const BUDGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.01 };
/** SEO audits a not-found page fails by design (status 404, noindex). */
const NOT_FOUND_SEO_EXCEPTIONS = new Set(['http-status-code', 'is-crawlable']);

/**
 * A reference export, built (when it changed) from scripts/bench-reference/: its next.config.js, shared/ and <name>/
 * (`minimal`, one page with a tiny client component; `form`, the form's libraries). @param {'minimal' | 'form'} name
 */
const referenceBuilt = (name) =>
  builtNextApp(`reference-${name}`, [['next.config.js', 'next.config.js'], ['shared', 'app'], [name, 'app']].map(([from, to]) => [path.join(projectRoot, 'scripts', 'bench-reference', from), to]), { log: true });

/** First-load JS and HTML sizes, counted as `npm run test:export` counts them. */
async function measureBytes(root, route) {
  const file = path.join(root, route, 'index.html');
  const page = await readFile(existsSync(file) ? file : path.join(root, '404.html'));
  return { js: firstLoadJavaScript(root, page.toString('utf8')).bytes, html: page.length, htmlGzip: gzipBytes(page) };
}

/** One Lighthouse run (mobile preset, CPU slowed `cpuSlowdown`×), as the figures the tables use. */
async function runLighthouse(port, url, expectNotFound, cpuSlowdown) {
  const settings = {
    onlyCategories: Object.values(CATEGORIES),
    disableFullPageScreenshot: true,
    throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    ignoreStatusCode: expectNotFound,
    // Every run a first visit: Lighthouse empties the HTTP cache but keeps localStorage, where the
    // site notes that this browser has its font (lib/web-font.ts).
    clearStorageTypes: [...constants.defaultSettings.clearStorageTypes, 'local_storage', 'indexeddb', 'cookies'],
  };
  const lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error' }, { extends: 'lighthouse:default', settings }))?.lhr;
  if (!lhr) throw new Error(`Lighthouse no devolvió resultados para ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
  const byKey = (table, value) => Object.fromEntries(Object.entries(table).map(([key, id]) => [key, value(id)]));
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const failing = (id) => (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
  const observed = items('metrics')[0] ?? {};
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: items('largest-contentful-paint-element')[0]?.items?.[0]?.node?.snippet ?? '',
    layoutShifts: items('layout-shifts').filter((item) => item.node?.snippet).map((item) => `${Number(item.score ?? 0).toFixed(3)} ${item.node.snippet}`),
    cpuSlowdown,
    consoleErrors: items('errors-in-console').map((item) => ({ description: String(item.description ?? ''), url: String(item.sourceLocation?.url ?? item.url ?? '') })),
    ...byKey(CATEGORIES, (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
    ...byKey(METRIC_AUDITS, (id) => lhr.audits[id]?.numericValue ?? Number.NaN),
    // What the unthrottled trace saw; the simulated metrics above are built from it.
    observedFcp: observed.observedFirstContentfulPaint ?? Number.NaN,
    observedLcp: observed.observedLargestContentfulPaint ?? Number.NaN,
    /** Main-thread time by category (scripting, parsing, style and layout…), ms at the emulated CPU. */
    mainThread: Object.fromEntries(items('mainthread-work-breakdown').map((item) => [item.group, item.duration])),
    failing: byKey(CATEGORIES, failing),
  };
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const [low, high] = [Math.floor((sorted.length - 1) / 2), Math.ceil((sorted.length - 1) / 2)];
  return { median: (sorted[low] + sorted[high]) / 2, min: sorted[0], max: sorted.at(-1) };
}
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const formatRange = (format, { median, min, max }) => (min === max ? format(median) : `${format(median)} (${format(min)}–${format(max)})`);
const ratio = (a, b) => (!Number.isFinite(a) || !Number.isFinite(b) || (b === 0 && a !== 0) ? '—' : b === 0 ? '1.00×' : `${(a / b).toFixed(2)}×`);

/** The rows of each route's table: key, label, decimals. */
const METRICS = [
  ['performance', 'Rendimiento', 0], ['lcp', 'LCP (ms)', 0], ['fcp', 'FCP (ms)', 0], ['speedIndex', 'Speed Index (ms)', 0], ['tbt', 'TBT (ms)', 0],
  ['cls', 'CLS', 3], ['observedFcp', 'FCP observado (ms)', 0], ['observedLcp', 'LCP observado (ms)', 0],
  ['accessibility', 'Accesibilidad', 0], ['bestPractices', 'Buenas prácticas', 0], ['seo', 'SEO', 0],
];

function printRoute(route, site, reference) {
  const rows = [['', 'Sitio: mediana (mín–máx)', 'Referencia', 'Sitio/Ref.']];
  for (const [key, label, decimals] of METRICS) {
    const [ours, theirs] = [site, reference].map((result) => stats(result.runs.map((r) => r[key])));
    const format = (v) => v.toFixed(decimals);
    rows.push([label, formatRange(format, ours), formatRange(format, theirs), ratio(ours.median, theirs.median)]);
  }
  const html = ({ bytes }) => `${kb(bytes.html)} (${kb(bytes.htmlGzip)})`;
  rows.push(['JS inicial (gzip)', kb(site.bytes.js), kb(reference.bytes.js), ratio(site.bytes.js, reference.bytes.js)]);
  rows.push(['HTML (gzip)', html(site), html(reference), ratio(site.bytes.htmlGzip, reference.bytes.htmlGzip)]);
  const byGroup = (result, group) => stats(result.runs.map((r) => r.mainThread[group] ?? 0)).median;
  const groups = [...new Set([...site.runs, ...reference.runs].flatMap((r) => Object.keys(r.mainThread)))];
  for (const group of groups.sort((a, b) => byGroup(site, b) - byGroup(site, a))) {
    const [ours, theirs] = [byGroup(site, group), byGroup(reference, group)];
    rows.push([`  hilo principal: ${group} (ms)`, ours.toFixed(0), theirs.toFixed(0), ratio(ours, theirs)]);
  }
  console.log(`\n${route}  (${site.runs.length} corridas)\n${formatTable(rows, '  ')}`);
}

/** @returns {{ route: string, budget: string, value: string, pass: boolean }[]} */
function checkBudgets(route, site) {
  const median = (key) => stats(site.runs.map((r) => r[key])).median;
  const union = (key) => [...new Set(site.runs.flatMap((r) => r.failing[key]))];
  // The value names the category's audits that failed in some run, where to look first.
  const atLeast = (key, budget) => ({ route, budget: `${budget} (mediana)`, value: [median(key).toFixed(0), ...union(key)].join(' '), pass: median(key) >= BUDGETS[key] });
  const noneOf = (budget, ids) => ({ route, budget, value: ids.join(', ') || 'ok', pass: ids.length === 0 });
  const isNotFound = route === NOT_FOUND_ROUTE;
  // On the not-found route, the one console error Chromium logs for any document answered 404 is its point.
  const only404 = (r) => r.consoleErrors.every((error) => error.description.includes('status of 404') && new URL(error.url).pathname === NOT_FOUND_ROUTE);
  const bestPractices = [...new Set(site.runs.flatMap((r) => r.failing.bestPractices.filter((id) => id !== 'errors-in-console' || !only404(r))))];
  const jsBudget = jsBudgetFor(isNotFound ? '/404.html' : route);
  const worstCls = Math.max(...site.runs.map((r) => r.cls));
  return [
    atLeast('performance', `rendimiento ≥ ${BUDGETS.performance}`),
    atLeast('accessibility', 'accesibilidad = 100'),
    isNotFound ? noneOf('buenas prácticas = 100 salvo el error de consola del estado 404', bestPractices) : atLeast('bestPractices', 'buenas prácticas = 100'),
    isNotFound ? noneOf('SEO = 100 salvo estado 404 y noindex', union('seo').filter((id) => !NOT_FOUND_SEO_EXCEPTIONS.has(id))) : atLeast('seo', 'SEO = 100'),
    { route, budget: `CLS ≤ ${BUDGETS.cls} (peor corrida)`, value: worstCls.toFixed(3), pass: worstCls <= BUDGETS.cls },
    { route, budget: `JS inicial ≤ ${(jsBudget / KB).toFixed(0)} KB gzip`, value: kb(site.bytes.js), pass: site.bytes.js <= jsBudget },
  ];
}

/** The applied slow link of "form usable at": 150 ms RTT, 1.6 Mbps down, 750 kbps up (the CPU: the preset's 4×). */
const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

/**
 * When the form is first usable (`data-ready`, set on hydration, and an enabled submit button) and the first contentful
 * paint, in ms from the navigation's start, in a fresh Chromium over SLOW_LINK (applied through DevTools, not simulated).
 */
async function measureFormUsable(url) {
  const browser = await playwrightChromium.launch({ ...pageHostLaunchOptions, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PRESET_CPU_SLOWDOWN });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const button = document.querySelector('form[data-ready] button[type="submit"]');
        if (button && !button.disabled) window.__formUsable ??= performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(url, { waitUntil: 'commit' });
    // Read through the DevTools protocol: page.waitForFunction injects Playwright's utility script,
    // ~110 ms of the slowed CPU, often before the first paint, after which / starts its scripts.
    const read = async (expression) => (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value;
    for (const deadline = Date.now() + 60_000; !(await read('window.__formUsable')); await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (Date.now() > deadline) throw new Error(`El formulario de ${url} no quedó usable en 60 s`);
    }
    const { usable, fcp } = await read(`({ usable: window.__formUsable, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime })`);
    return { usable, fcp: fcp ?? Number.NaN };
  } finally {
    await browser.close();
  }
}

/** "Form usable at" for / and the form reference, interleaved, `runs` times each; prints medians. */
async function benchFormUsable(siteUrl, runs) {
  const server = await startStaticServer({ root: referenceBuilt('form'), ...SERVING, headers: false });
  const result = { site: [], reference: [] };
  try {
    for (let round = 1; round <= runs; round += 1) {
      result.site.push(await measureFormUsable(siteUrl));
      result.reference.push(await measureFormUsable(atPageHost(server.url)));
      console.log(`  formulario ${round}/${runs}: / ${result.site.at(-1).usable.toFixed(0)} ms, referencia ${result.reference.at(-1).usable.toFixed(0)} ms`);
    }
  } finally {
    await server.close();
  }
  const median = (measures, key) => stats(measures.map((measure) => measure[key])).median.toFixed(0);
  console.log(
    `\nFormulario usable (enlace aplicado: 150 ms RTT, 1,6 Mbps, CPU ×${PRESET_CPU_SLOWDOWN}; ${SERVING.http2 ? 'HTTP/2' : 'HTTP/1.1'}; mediana de ${runs}): / ${median(result.site, 'usable')} ms ` +
      `(FCP ${median(result.site, 'fcp')}), referencia con formik, yup y styled-components ${median(result.reference, 'usable')} ms (FCP ${median(result.reference, 'fcp')}).`,
  );
  return result;
}

async function main() {
  const runs = Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs debe ser un entero ≥ 1');
  const siteOut = path.resolve(args.out ?? path.join(projectRoot, 'out'));
  const executable = pageHostLaunchOptions.executablePath;
  if (!executable || !existsSync(executable)) throw new Error(`No se encontró Chromium en ${executable ?? '/usr/bin/chromium'}: instale el paquete chromium o defina CHROMIUM_PATH.`);
  const siteServer = await startStaticServer({ root: siteOut, ...SERVING });
  const siteUrl = atPageHost(siteServer.url);
  if (args['form-only']) {
    await benchFormUsable(siteUrl, runs).finally(() => siteServer.close());
    return;
  }
  const referenceOut = referenceBuilt('minimal');
  const routes = args.routes?.split(',').map((route) => route.trim()).filter(Boolean) ?? siteRoutes(siteOut);
  const referenceServer = await startStaticServer({ root: referenceOut, ...SERVING, headers: false });
  const referenceUrl = atPageHost(referenceServer.url);
  const results = Object.fromEntries(await Promise.all(routes.map(async (route) => [route, { runs: [], bytes: await measureBytes(siteOut, route) }])));
  const reference = { runs: [], bytes: await measureBytes(referenceOut, '/') };
  let formUsable;
  console.log(`Lighthouse ${lighthousePackage.version} (preset móvil) con ${executable}; ${runs} corridas × ${routes.length} rutas + referencia. Sitio ${siteUrl}, referencia ${referenceUrl}`);
  try {
    // Rounds interleave the site and the reference, so a noisy minute hits both alike.
    for (let round = 1; round <= runs; round += 1) {
      const chrome = await chromeLauncher.launch({ chromePath: executable, chromeFlags: ['--headless=new', ...CHROME_FLAGS], logLevel: 'silent' });
      try {
        // Uncounted warm-up (Chromium, the server's gzip cache). The preset's 4× CPU suits a desktop of benchmark index
        // 1500–2000: this host's index sets the multiplier, index / 375 between 1× and 4× (Lighthouse's throttling docs).
        const { benchmarkIndex } = await runLighthouse(chrome.port, siteUrl, false, PRESET_CPU_SLOWDOWN);
        const cpuSlowdown = Math.min(PRESET_CPU_SLOWDOWN, Math.max(1, Math.round((benchmarkIndex / TARGET_BENCHMARK_INDEX) * 10) / 10));
        reference.runs.push(await runLighthouse(chrome.port, referenceUrl, false, cpuSlowdown));
        for (const route of routes) results[route].runs.push(await runLighthouse(chrome.port, new URL(route, siteUrl).href, route === NOT_FOUND_ROUTE, cpuSlowdown));
        console.log(`  corrida ${round}/${runs}: índice de CPU ${benchmarkIndex.toFixed(0)}, CPU ×${cpuSlowdown}`);
      } finally {
        await chrome.kill();
      }
    }
    formUsable = await benchFormUsable(siteUrl, runs);
  } finally {
    await siteServer.close();
    await referenceServer.close();
  }

  const allRuns = Object.values(results).flatMap((result) => result.runs);
  const index = stats(allRuns.map((r) => r.benchmarkIndex));
  console.log(
    `\nÍndice de CPU de Lighthouse de esta máquina: mediana ${index.median.toFixed(0)} (${index.min.toFixed(0)}–${index.max.toFixed(0)}); ` +
      `CPU frenada ×${formatRange((v) => v.toFixed(1), stats(allRuns.map((r) => r.cpuSlowdown)))} (calibrada a un teléfono de índice ${TARGET_BENCHMARK_INDEX}). ` +
      'La máquina es compartida: compare sobre todo las razones con la referencia.',
  );
  for (const route of routes) printRoute(route, results[route], reference);

  const verdicts = routes.flatMap((route) => checkBudgets(route, results[route]));
  console.log(`\nPresupuestos\n${formatTable(verdicts.map((v) => [`${v.pass ? 'PASS' : 'FAIL'}  ${v.route}  ${v.budget}`, v.value]), '  ')}`);

  console.log('\nDiagnóstico (elemento LCP más frecuente; desplazamientos de diseño vistos en alguna corrida)');
  for (const route of routes) {
    const counts = new Map();
    for (const r of results[route].runs) counts.set(r.lcpElement, (counts.get(r.lcpElement) ?? 0) + 1);
    console.log(`  ${route}  LCP: ${([...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '').slice(0, 160) || '—'}`);
    for (const shift of [...new Set(results[route].runs.flatMap((r) => r.layoutShifts))].slice(0, 5)) console.log(`    CLS ${shift.slice(0, 160)}`);
  }

  const resultsFile = path.join(projectRoot, '.bench', `results-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, JSON.stringify({ date: new Date().toISOString(), runs, results, reference, formUsable, verdicts }, null, 2));
  const failed = verdicts.filter((verdict) => !verdict.pass).length;
  console.log(`\nResultados completos: ${path.relative(projectRoot, resultsFile)}\nbench: ${verdicts.length - failed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
