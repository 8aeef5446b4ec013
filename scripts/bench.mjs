#!/usr/bin/env node
/**
 * `npm run bench`: a benchmark, not a test (README "Benchmark", scripts/BENCHMARK.md).
 *
 * Serves the built out/ gzip-compressed with its real headers, as a CDN would, and runs Lighthouse
 * (mobile preset: emulated mid-range phone, simulated slow 4G) with the system Chromium several
 * times on every route. In the same session it builds and measures a bare Next.js export (one
 * page, one tiny client component, this project's next/react) as the reference, so the figures
 * are also given as ratios to it: this machine is shared and noisy, absolute times drift.
 * Then "form usable at" (measureFormUsable), and PASS/FAIL for each performance budget.
 *
 *   node scripts/bench.mjs [--runs 5] [--routes /,/envivo/] [--out DIR] [--form-only]
 *
 * --out measures another export directory (a variant of out/ being compared), without building;
 * --form-only measures only "form usable at".
 *
 * CPU: the preset slows the CPU 4×, which Lighthouse sizes for a fast desktop host (benchmark
 * index 1500–2000) to land on a mid-tier phone. This 2-core machine is slower and often busy, so
 * each round first measures the host (an uncounted warm-up run) and calibrates the multiplier as
 * Lighthouse's throttling docs advise: index / 375, between 1× and 4× (never gentler than the
 * preset on a fast host).
 *
 * Nothing leaves the machine (scripts/lib/chromium.js). Raw results go to .bench/results-<time>.json.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium as playwrightChromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import chromiumConfig from './lib/chromium.js';
import checks from './lib/export-checks.js';
import { startStaticServer } from './serve.mjs';

const { KB, jsBudgetFor, firstLoadJavaScript, gzipBytes, formatTable, siteRoutes, NOT_FOUND_ROUTE } = checks;
const { atPageHost } = chromiumConfig;
const require = createRequire(import.meta.url);

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(projectRoot, 'out');
const benchDir = path.join(projectRoot, '.bench');

/** The pages are opened at PAGE_HOST (scripts/lib/chromium.js). */
const CHROME_FLAGS = [...chromiumConfig.pageHostLaunchOptions.args, '--disable-default-apps', '--disable-domain-reliability'];

/** The emulated phone's benchmark index: the preset's 4× applied to a 1500-index desktop. */
const TARGET_BENCHMARK_INDEX = 375;
const PRESET_CPU_SLOWDOWN = 4;

/** Lighthouse's categories, by the key the results use. */
const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' };
/** Lighthouse's simulated metrics, by the key the results use. */
const METRIC_AUDITS = { lcp: 'largest-contentful-paint', fcp: 'first-contentful-paint', speedIndex: 'speed-index', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' };

const BUDGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.01 };
/** SEO audits a not-found page fails by design (status 404, noindex). */
const NOT_FOUND_SEO_EXCEPTIONS = new Set(['http-status-code', 'is-crawlable']);

/**
 * Best-practices audits a run of the not-found route did not pass, leaving out the one console
 * error Chromium logs for any document answered with 404 (the status is the point of that page).
 */
function blockingBestPractices(run) {
  const only404 = run.consoleErrors.every((error) => error.description.includes('status of 404') && new URL(error.url).pathname === NOT_FOUND_ROUTE);
  return run.failing.bestPractices.filter((id) => id !== 'errors-in-console' || !only404);
}

// ---------------------------------------------------------------------------------------------

function parseArguments() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      routes: { type: 'string' },
      out: { type: 'string' },
      'form-only': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs debe ser un entero ≥ 1');
  return {
    runs,
    routes: values.routes?.split(',').map((route) => route.trim()).filter(Boolean),
    outDir: values.out ? path.resolve(values.out) : outDir,
    formOnly: values['form-only'],
  };
}

function chromePath() {
  const candidate = chromiumConfig.launchOptions.executablePath;
  if (!candidate || !existsSync(candidate)) throw new Error(`No se encontró Chromium en ${candidate ?? '/usr/bin/chromium'}: instale el paquete chromium o defina CHROMIUM_PATH.`);
  return candidate;
}

/** @param {string} command @param {string[]} args @param {string} cwd @param {Record<string, string>} [env] */
function run(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (result.status !== 0) throw new Error(`Falló: ${command} ${args.join(' ')} (en ${cwd})`);
}

async function ensureSiteBuilt() {
  if (existsSync(path.join(outDir, 'index.html'))) return;
  console.log('out/ no existe: ejecutando "npm run build"…');
  run('npm', ['run', 'build'], projectRoot);
}

/** The reference apps' sources: scripts/bench-reference/ (its next.config.js, shared/ and one app each). */
const REFERENCE_SOURCES = path.join(projectRoot, 'scripts', 'bench-reference');

/**
 * Builds a reference export in .bench/<name> from scripts/bench-reference/<name> (`minimal`: one
 * page, one tiny client component; `form`: the form's libraries), rebuilt when next or its sources
 * change; gives its out/.
 * @param {'minimal' | 'form'} name
 */
async function ensureReferenceBuilt(name) {
  const nextVersion = require('next/package.json').version;
  const sources = [path.join(REFERENCE_SOURCES, 'shared'), path.join(REFERENCE_SOURCES, name)];
  const hash = createHash('sha256').update(await readFile(path.join(REFERENCE_SOURCES, 'next.config.js')));
  for (const dir of sources) for (const file of (await readdir(dir)).sort()) hash.update(file).update(await readFile(path.join(dir, file)));
  const referenceDir = path.join(benchDir, `reference-${name}`);
  const stampFile = path.join(referenceDir, 'built-with.txt');
  const stamp = `next ${nextVersion} ${hash.digest('hex').slice(0, 12)}`;
  const previous = existsSync(stampFile) ? (await readFile(stampFile, 'utf8')).trim() : '';
  if (previous !== stamp || !existsSync(path.join(referenceDir, 'out', 'index.html'))) {
    console.log(`Construyendo la referencia (Next ${nextVersion}, export mínimo) en .bench/reference-${name}…`);
    await rm(referenceDir, { recursive: true, force: true });
    await cp(path.join(REFERENCE_SOURCES, 'next.config.js'), path.join(referenceDir, 'next.config.js'));
    for (const dir of sources) await cp(dir, path.join(referenceDir, 'app'), { recursive: true });
    run(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], referenceDir, { BENCH_PROJECT_ROOT: projectRoot });
    await writeFile(stampFile, `${stamp}\n`);
  }
  // Only out/ is needed; .next/ holds generated .ts files the project's `tsc` would pick up.
  await rm(path.join(referenceDir, '.next'), { recursive: true, force: true });
  return path.join(referenceDir, 'out');
}

/** First-load JS and HTML sizes, counted as `npm run test:export` counts them. */
async function measureBytes(root, route) {
  const file = path.join(root, route, 'index.html');
  const page = await readFile(existsSync(file) ? file : path.join(root, '404.html'));
  const { bytes } = firstLoadJavaScript(root, page.toString('utf8'));
  return { js: bytes, html: page.length, htmlGzip: gzipBytes(page) };
}

// ---------------------------------------------------------------------------------------------

/** @param {number} benchmarkIndex */
function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex)) return PRESET_CPU_SLOWDOWN;
  return Math.min(PRESET_CPU_SLOWDOWN, Math.max(1, Math.round((benchmarkIndex / TARGET_BENCHMARK_INDEX) * 10) / 10));
}

/** @param {number} port @param {string} url @param {boolean} expectNotFound @param {number} cpuSlowdown */
async function runLighthouse(port, url, expectNotFound, cpuSlowdown) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    {
      extends: 'lighthouse:default', // the mobile preset
      settings: {
        onlyCategories: Object.values(CATEGORIES),
        disableFullPageScreenshot: true,
        throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
        // The 404 route is meant to answer 404.
        ignoreStatusCode: expectNotFound,
        // Every run a first visit: Lighthouse keeps localStorage by default, where the site notes
        // that this browser has its font (lib/web-font.ts), while it empties the HTTP cache.
        clearStorageTypes: [...constants.defaultSettings.clearStorageTypes, 'local_storage', 'indexeddb', 'cookies'],
      },
    },
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse no devolvió resultados para ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
  const byKey = (table, value) => Object.fromEntries(Object.entries(table).map(([key, id]) => [key, value(id)]));
  /** Audits of the category that did not pass, by id. */
  const failing = (id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
  const consoleErrors = (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) => ({
    description: String(item.description ?? ''),
    url: String(item.sourceLocation?.url ?? item.url ?? ''),
  }));
  const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  /** Main-thread time by category (scripting, parsing, style and layout…), ms at the emulated CPU. */
  const mainThread = Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]));
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? [])
    .filter((item) => item.node?.snippet)
    .map((item) => `${Number(item.score ?? 0).toFixed(3)} ${item.node.snippet}`);
  return {
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    lcpElement: lcpNode?.snippet ?? '',
    layoutShifts: shifts,
    cpuSlowdown,
    consoleErrors,
    ...byKey(CATEGORIES, (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
    ...byKey(METRIC_AUDITS, (id) => lhr.audits[id]?.numericValue ?? Number.NaN),
    // What the unthrottled trace saw; the simulated metrics above are built from it.
    observedFcp: observed.observedFirstContentfulPaint ?? Number.NaN,
    observedLcp: observed.observedLargestContentfulPaint ?? Number.NaN,
    mainThread,
    failing: byKey(CATEGORIES, failing),
  };
}

/** @param {number[]} values */
function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? Number.NaN, max: sorted[sorted.length - 1] ?? Number.NaN };
}

/** The rows of each route's table: key, label, decimals. */
const METRICS = [
  ['performance', 'Rendimiento', 0],
  ['lcp', 'LCP (ms)', 0],
  ['fcp', 'FCP (ms)', 0],
  ['speedIndex', 'Speed Index (ms)', 0],
  ['tbt', 'TBT (ms)', 0],
  ['cls', 'CLS', 3],
  ['observedFcp', 'FCP observado (ms)', 0],
  ['observedLcp', 'LCP observado (ms)', 0],
  ['accessibility', 'Accesibilidad', 0],
  ['bestPractices', 'Buenas prácticas', 0],
  ['seo', 'SEO', 0],
];

function formatRange(format, { median, min, max }) {
  return min === max ? format(median) : `${format(median)} (${format(min)}–${format(max)})`;
}

function ratio(a, b) {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return '—';
  if (b === 0) return a === 0 ? '1.00×' : '—';
  return `${(a / b).toFixed(2)}×`;
}

function printRoute(route, site, reference) {
  const rows = [['', 'Sitio: mediana (mín–máx)', 'Referencia', 'Sitio/Ref.']];
  for (const [key, label, decimals] of METRICS) {
    const ours = stats(site.runs.map((r) => r[key]));
    const theirs = stats(reference.runs.map((r) => r[key]));
    const format = (v) => v.toFixed(decimals);
    rows.push([label, formatRange(format, ours), formatRange(format, theirs), ratio(ours.median, theirs.median)]);
  }
  const kb = (b) => `${(b / KB).toFixed(1)} KB`;
  const html = ({ bytes }) => `${kb(bytes.html)} (${kb(bytes.htmlGzip)})`;
  rows.push(['JS inicial (gzip)', kb(site.bytes.js), kb(reference.bytes.js), ratio(site.bytes.js, reference.bytes.js)]);
  rows.push(['HTML (gzip)', html(site), html(reference), ratio(site.bytes.htmlGzip, reference.bytes.htmlGzip)]);
  const groups = [...new Set([...site.runs, ...reference.runs].flatMap((r) => Object.keys(r.mainThread)))];
  const byGroup = (runs, group) => stats(runs.map((r) => r.mainThread[group] ?? 0)).median;
  for (const group of groups.sort((a, b) => byGroup(site.runs, b) - byGroup(site.runs, a))) {
    const ours = byGroup(site.runs, group);
    const theirs = byGroup(reference.runs, group);
    rows.push([`  hilo principal: ${group} (ms)`, ours.toFixed(0), theirs.toFixed(0), ratio(ours, theirs)]);
  }
  console.log(`\n${route}  (${site.runs.length} corridas)\n${formatTable(rows, '  ')}`);
}

/** @returns {{ route: string, budget: string, value: string, pass: boolean }[]} */
function checkBudgets(route, site) {
  const median = (key) => stats(site.runs.map((r) => r[key])).median;
  const atLeast = (key, budget) => ({ route, budget: `${budget} (mediana)`, value: median(key).toFixed(0), pass: median(key) >= BUDGETS[key] });
  const noneOf = (budget, ids) => ({ route, budget, value: ids.join(', ') || 'ok', pass: ids.length === 0 });
  const isNotFound = route === NOT_FOUND_ROUTE;
  const jsBudget = jsBudgetFor(isNotFound ? '/404.html' : route);
  const worstCls = Math.max(...site.runs.map((r) => r.cls));
  const seoFailing = [...new Set(site.runs.flatMap((r) => r.failing.seo))];
  return [
    atLeast('performance', `rendimiento ≥ ${BUDGETS.performance}`),
    atLeast('accessibility', 'accesibilidad = 100'),
    isNotFound
      ? noneOf('buenas prácticas = 100 salvo el error de consola del estado 404', [...new Set(site.runs.flatMap(blockingBestPractices))])
      : atLeast('bestPractices', 'buenas prácticas = 100'),
    isNotFound ? noneOf('SEO = 100 salvo estado 404 y noindex', seoFailing.filter((id) => !NOT_FOUND_SEO_EXCEPTIONS.has(id))) : atLeast('seo', 'SEO = 100'),
    { route, budget: `CLS ≤ ${BUDGETS.cls} (peor corrida)`, value: worstCls.toFixed(3), pass: worstCls <= BUDGETS.cls },
    { route, budget: `JS inicial ≤ ${(jsBudget / KB).toFixed(0)} KB gzip`, value: `${(site.bytes.js / KB).toFixed(1)} KB`, pass: site.bytes.js <= jsBudget },
  ];
}

/** The applied slow link of "form usable at": 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4× slower. */
const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const SLOW_CPU = 4;

/**
 * When the registration form is usable: a fresh headless Chromium loads the page over SLOW_LINK
 * (applied by the DevTools protocol, not simulated) with the CPU slowed SLOW_CPU×, and the page
 * notes the first instant its form has `data-ready` (set on hydration) and an enabled submit
 * button. Also its first contentful paint. Both in ms from the start of navigation.
 * @param {string} url
 */
async function measureFormUsable(url) {
  const browser = await playwrightChromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
    await page.addInitScript(() => {
      const check = () => {
        const button = document.querySelector('form[data-ready] button[type="submit"]');
        if (button && !button.disabled && !window.__formUsable) window.__formUsable = performance.now();
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__formUsable, undefined, { timeout: 60_000, polling: 100 });
    return await page.evaluate(() => ({
      usable: window.__formUsable,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }));
  } finally {
    await browser.close();
  }
}

/** "Form usable at" for / and the form reference, interleaved, `runs` times each; prints medians. */
async function benchFormUsable(siteUrl, runs) {
  const referenceOut = await ensureReferenceBuilt('form');
  const server = await startStaticServer({ root: referenceOut, gzip: true, headers: false });
  /** @type {{ site: { usable: number, fcp: number }[], reference: { usable: number, fcp: number }[] }} */
  const result = { site: [], reference: [] };
  try {
    for (let round = 1; round <= runs; round += 1) {
      result.site.push(await measureFormUsable(siteUrl));
      result.reference.push(await measureFormUsable(atPageHost(server.url)));
      process.stdout.write(`  formulario ${round}/${runs}: / ${result.site.at(-1)?.usable.toFixed(0)} ms, referencia ${result.reference.at(-1)?.usable.toFixed(0)} ms\n`);
    }
  } finally {
    await server.close();
  }
  const median = (values) => stats(values).median.toFixed(0);
  console.log(
    `\nFormulario usable (enlace aplicado: 150 ms RTT, 1,6 Mbps, CPU ×${SLOW_CPU}; mediana de ${runs}): ` +
      `/ ${median(result.site.map((r) => r.usable))} ms (FCP ${median(result.site.map((r) => r.fcp))}), ` +
      `referencia con formik, yup y styled-components ${median(result.reference.map((r) => r.usable))} ms (FCP ${median(result.reference.map((r) => r.fcp))}).`,
  );
  return result;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const options = parseArguments();
  const executable = chromePath();
  if (options.outDir === outDir) await ensureSiteBuilt();
  const siteServer = await startStaticServer({ root: options.outDir, gzip: true });
  const siteUrl = atPageHost(siteServer.url);
  if (options.formOnly) {
    await benchFormUsable(siteUrl, options.runs).finally(() => siteServer.close());
    return;
  }
  const referenceOut = await ensureReferenceBuilt('minimal');
  const routes = options.routes ?? siteRoutes(options.outDir);
  const referenceServer = await startStaticServer({ root: referenceOut, gzip: true, headers: false });
  const referenceUrl = atPageHost(referenceServer.url);

  /** @type {Record<string, { runs: Awaited<ReturnType<typeof runLighthouse>>[], bytes: Awaited<ReturnType<typeof measureBytes>> }>} */
  const results = {};
  for (const route of routes) results[route] = { runs: [], bytes: await measureBytes(options.outDir, route) };
  const referenceResult = { runs: [], bytes: await measureBytes(referenceOut, '/') };

  let formUsable;
  console.log(
    `Lighthouse ${require('lighthouse/package.json').version} (preset móvil) con ${executable}; ${options.runs} corridas × ` +
      `${routes.length} rutas + referencia. Sitio ${siteUrl}, referencia ${referenceUrl}`,
  );
  try {
    // Rounds interleave the site and the reference, so a noisy minute hits both alike.
    for (let round = 1; round <= options.runs; round += 1) {
      const chrome = await chromeLauncher.launch({ chromePath: executable, chromeFlags: ['--headless=new', ...CHROME_FLAGS], logLevel: 'silent' });
      let cpuSlowdown = PRESET_CPU_SLOWDOWN;
      try {
        // Uncounted warm-up (Chromium, the server's gzip cache), which also measures the host.
        const warmUp = await runLighthouse(chrome.port, siteUrl, false, PRESET_CPU_SLOWDOWN);
        cpuSlowdown = calibratedSlowdown(warmUp.benchmarkIndex);
        referenceResult.runs.push(await runLighthouse(chrome.port, referenceUrl, false, cpuSlowdown));
        for (const route of routes) {
          const url = new URL(route, siteUrl).href;
          results[route]?.runs.push(await runLighthouse(chrome.port, url, route === NOT_FOUND_ROUTE, cpuSlowdown));
        }
        process.stdout.write(`  corrida ${round}/${options.runs}: índice de CPU ${warmUp.benchmarkIndex.toFixed(0)}, CPU ×${cpuSlowdown}\n`);
      } finally {
        await chrome.kill();
      }
    }
    formUsable = await benchFormUsable(siteUrl, options.runs);
  } finally {
    await siteServer.close();
    await referenceServer.close();
  }

  const allRuns = Object.values(results).flatMap((result) => result.runs);
  const benchmarkIndex = stats(allRuns.map((r) => r.benchmarkIndex));
  const slowdown = stats(allRuns.map((r) => r.cpuSlowdown));
  console.log(
    `\nÍndice de CPU de Lighthouse de esta máquina: mediana ${benchmarkIndex.median.toFixed(0)} (${benchmarkIndex.min.toFixed(0)}–${benchmarkIndex.max.toFixed(0)}); ` +
      `CPU frenada ×${formatRange((v) => v.toFixed(1), slowdown)} (calibrada a un teléfono de índice ${TARGET_BENCHMARK_INDEX}). ` +
      'La máquina es compartida: compare sobre todo las razones con la referencia.',
  );
  for (const route of routes) printRoute(route, results[route], referenceResult);

  const verdicts = routes.flatMap((route) => checkBudgets(route, results[route]));
  console.log(`\nPresupuestos\n${formatTable(verdicts.map((v) => [`${v.pass ? 'PASS' : 'FAIL'}  ${v.route}  ${v.budget}`, v.value]), '  ')}`);
  const failingAudits = routes
    .map((route) => {
      const union = (key) => [...new Set(results[route].runs.flatMap((r) => r.failing[key]))];
      const parts = ['accessibility', 'bestPractices', 'seo'].map((key) => [key, union(key)]).filter(([, ids]) => ids.length > 0);
      return parts.length ? `  ${route}: ${parts.map(([key, ids]) => `${key}: ${ids.join(', ')}`).join('; ')}` : '';
    })
    .filter(Boolean);
  if (failingAudits.length) console.log(`\nAuditorías no superadas (en alguna corrida):\n${failingAudits.join('\n')}`);

  // Where to look first: the LCP element and any element that moved, per route.
  console.log('\nDiagnóstico (elemento LCP más frecuente; desplazamientos de diseño vistos en alguna corrida)');
  for (const route of routes) {
    const counts = new Map();
    for (const run of results[route].runs) counts.set(run.lcpElement, (counts.get(run.lcpElement) ?? 0) + 1);
    const lcp = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    console.log(`  ${route}  LCP: ${lcp.slice(0, 160) || '—'}`);
    for (const shift of [...new Set(results[route].runs.flatMap((run) => run.layoutShifts))].slice(0, 5)) {
      console.log(`    CLS ${shift.slice(0, 160)}`);
    }
  }

  await mkdir(benchDir, { recursive: true });
  const resultsFile = path.join(benchDir, `results-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    resultsFile,
    JSON.stringify({ date: new Date().toISOString(), runs: options.runs, results, reference: referenceResult, formUsable, verdicts }, null, 2),
  );
  const failed = verdicts.filter((verdict) => !verdict.pass).length;
  console.log(`\nResultados completos: ${path.relative(projectRoot, resultsFile)}`);
  console.log(`bench: ${verdicts.length - failed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
