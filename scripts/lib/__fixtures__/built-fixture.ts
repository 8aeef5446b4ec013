/**
 * The contract fixture (./next-app) built once by the installed next (`next build`, static export)
 * for all the tests that read it, in .bench/contract-fixture/ with a stamp of its files and of the
 * next, react and styled-components versions, rebuilt when one changes. Built under the project so
 * next and react resolve from its node_modules, and moved into place when complete, so that tests in
 * parallel workers never read half a build.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const projectRoot = path.resolve(__dirname, '..', '..', '..');
const fixtureDir = path.join(__dirname, 'next-app');
const cacheDir = path.join(projectRoot, '.bench');
const builtDir = path.join(cacheDir, 'contract-fixture');
const stampFile = path.join(builtDir, 'stamp.txt');

export const VERSIONS = Object.fromEntries(
  ['next', 'react', 'styled-components'].map((name) => [name, (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version]),
);

function stamp(): string {
  const hash = createHash('sha256').update(JSON.stringify(VERSIONS));
  for (const entry of readdirSync(fixtureDir, { recursive: true, withFileTypes: true }).filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    hash.update(path.relative(fixtureDir, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const isBuilt = (wanted: string) => existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted;

/** The fixture's out/ directory, as `next build` left it (copy it before changing anything). */
export function builtFixture(): string {
  const wanted = stamp();
  if (isBuilt(wanted)) return path.join(builtDir, 'out');
  mkdirSync(cacheDir, { recursive: true });
  const buildDir = mkdtempSync(path.join(cacheDir, 'contract-build-'));
  try {
    cpSync(fixtureDir, buildDir, { recursive: true });
    const result = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
      cwd: buildDir,
      encoding: 'utf8',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CONTRACT_PROJECT_ROOT: projectRoot },
    });
    if (result.status !== 0) throw new Error(`next build of the contract fixture failed:\n${result.stdout}\n${result.stderr}`);
    rmSync(path.join(buildDir, '.next'), { recursive: true, force: true });
    writeFileSync(path.join(buildDir, 'stamp.txt'), wanted);
    // Another worker may have put the same build in place meanwhile: then it stays.
    if (!isBuilt(wanted)) {
      rmSync(builtDir, { recursive: true, force: true });
      renameSync(buildDir, builtDir);
    }
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
  return path.join(builtDir, 'out');
}

/** The fixture's page as `next build` wrote it. */
export const builtFixturePage = (): string => readFileSync(path.join(builtFixture(), 'index.html'), 'utf8');
