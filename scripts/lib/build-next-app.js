// @ts-check
/**
 * Builds a small Next.js app with the project's next (the bench's reference apps, the contract fixture of
 * framework-output.js) in .bench/<name>/, only when its stamp (the next, react and styled-components versions, its
 * sources' paths and content) changed. Built under the project so next and react resolve from its node_modules, moved
 * into place when complete (parallel test workers never read half a build); its next.config.js finds the project in NEXT_APP_PROJECT_ROOT.
 */
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const projectRoot = path.resolve(__dirname, '..', '..');
/** @type {Record<string, string>} */
const VERSIONS = Object.fromEntries(['next', 'react', 'styled-components'].map((name) => [name, require(`${name}/package.json`).version]));

/**
 * The app's out/, built if needed; `log` prints the build as it goes.
 * @param {string} name @param {[string, string][]} sources each file or directory, and where it goes in the app @param {{ log?: boolean }} [options]
 */
function builtNextApp(name, sources, { log = false } = {}) {
  const hash = createHash('sha256').update(JSON.stringify(VERSIONS));
  for (const [from, to] of sources) {
    const files = statSync(from).isDirectory() ? readdirSync(from, { recursive: true, encoding: 'utf8' }).map((file) => path.join(from, file)) : [from];
    for (const file of files.filter((candidate) => statSync(candidate).isFile()).sort()) hash.update(path.join(to, path.relative(from, file))).update(readFileSync(file));
  }
  const stamp = hash.digest('hex').slice(0, 16);
  const builtDir = path.join(projectRoot, '.bench', name);
  const stampFile = path.join(builtDir, 'stamp.txt');
  const isBuilt = () => existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
  if (isBuilt()) return path.join(builtDir, 'out');
  if (log) console.log(`Construyendo .bench/${name} con Next ${VERSIONS.next}…`);
  mkdirSync(path.dirname(builtDir), { recursive: true });
  const buildDir = mkdtempSync(`${builtDir}-build-`);
  try {
    for (const [from, to] of sources) cpSync(from, path.join(buildDir, to), { recursive: true });
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_APP_PROJECT_ROOT: projectRoot };
    const next = require.resolve('next/dist/bin/next');
    const result = spawnSync(process.execPath, [next, 'build'], { cwd: buildDir, encoding: 'utf8', stdio: log ? 'inherit' : 'pipe', env });
    if (result.status !== 0) throw new Error(`next build de .bench/${name} falló:\n${result.stdout ?? ''}\n${result.stderr ?? ''}`);
    // Only out/ is needed; .next/ holds generated .ts files the project's `tsc` would pick up.
    rmSync(path.join(buildDir, '.next'), { recursive: true, force: true });
    writeFileSync(path.join(buildDir, 'stamp.txt'), stamp);
    // Another worker may have put the same build in place meanwhile: then it stays.
    if (!isBuilt()) {
      rmSync(builtDir, { recursive: true, force: true });
      renameSync(buildDir, builtDir);
    }
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
  return path.join(builtDir, 'out');
}

module.exports = { VERSIONS, builtNextApp };
