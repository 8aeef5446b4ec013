#!/usr/bin/env node
// The operator's check (README "Preparar la próxima jornada"), run by `npm test`: in a temporary copy of the project,
// appends two jornadas on future dates to content/jornadas.ts with a small text edit, as an operator would (a morning
// one, then an evening one without its broadcast id yet), builds, and runs the main-page, /envivo and season journeys
// (e2e/operator/: before, between and after them) on that export: site and tests follow the list with no other change.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import getPort from 'get-port';

const root = join(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', '.next', 'out', '.git', 'test-results', 'playwright-report', 'blob-report', '.bench']);

/** The entry an operator appends: 30 days after today (or after the last jornada), in Bogotá from hours[0] to hours[1]. */
function appendJornada(source, now, hours, videos = { invitation: 'aqz-KE-bpKQ', live: 'jfKfPfyJRdk' }) {
  // Entries as content/ writes them (end: '…') and as appended here, in JSON ("end": "…"), which TypeScript reads too.
  const ends = [...source.matchAll(/end"?: ['"]([^'"]+)/g)].map((match) => Date.parse(match[1]));
  const ordinal = Math.max(0, ...[...source.matchAll(/ordinal"?: (\d+)/g)].map((match) => Number(match[1]))) + 1;
  const day = new Date(Math.max(now, ...ends) + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const jornada = { ordinal, slug: `jornada-de-prueba-${ordinal}`, name: `Jornada de Prueba ${ordinal}`, start: `${day}T${hours[0]}:00-05:00`, end: `${day}T${hours[1]}:00-05:00`, videos };
  const close = source.lastIndexOf('];');
  if (close < 0) throw new Error('content/jornadas.ts: no encuentro el final de la lista (];).');
  return { text: `${source.slice(0, close)}${JSON.stringify(jornada, null, 2)},\n${source.slice(close)}`, name: jornada.name, day };
}

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} falló (código ${result.status}).`);
}

const work = mkdtempSync(join(tmpdir(), 'operator-check-'));
try {
  cpSync(root, work, { recursive: true, filter: (path) => !SKIP.has(relative(root, path).split('/')[0]) });
  // Turbopack refuses a node_modules symlinked from outside the project: hard links (instant on one disk), else a copy.
  if (spawnSync('cp', ['-al', join(root, 'node_modules'), join(work, 'node_modules')], { stdio: 'ignore' }).status !== 0) {
    rmSync(join(work, 'node_modules'), { recursive: true, force: true });
    cpSync(join(root, 'node_modules'), join(work, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  }
  const file = join(work, 'content/jornadas.ts');
  const morning = appendJornada(readFileSync(file, 'utf8'), Date.now(), ['10:00', '12:00']);
  // The later one announced before its broadcast has an id (README: they can come later).
  const evening = appendJornada(morning.text, Date.now(), ['19:00', '21:00'], { invitation: 'aqz-KE-bpKQ' });
  writeFileSync(file, evening.text);
  for (const { name, day } of [morning, evening]) console.log(`Comprobación del operador: «${name}» el ${day} añadida en ${work}/content/jornadas.ts.`);
  // The test build simulates registrations, like npm test's own (no webhook default here).
  // A port nobody listens on now: the suite's own E2E_PORT and its neighbours may be taken.
  const env = { ...process.env, REGISTRATION_SIMULATION: '1', E2E_PORT: String(Number(process.env.OPERATOR_E2E_PORT) || (await getPort({ host: '127.0.0.1' }))) };
  run('npm', ['run', 'build', '--silent'], { cwd: work, env });
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', 'e2e/home.spec.ts', 'e2e/envivo.spec.ts', '--project', 'desktop'], { cwd: work, env });
  run('npx', ['playwright', 'test', '-c', 'e2e/operator/playwright.config.ts', '--project', 'desktop'], { cwd: work, env });
  // The export's own checks pass on the season's too (valid HTML, links, budgets: a season's are its own).
  run('npm', ['run', 'test:export', '--silent'], { cwd: work, env });
  console.log('Comprobación del operador: las próximas jornadas se preparan con una entrada cada una en content/jornadas.ts.');
} finally {
  rmSync(work, { recursive: true, force: true });
}
