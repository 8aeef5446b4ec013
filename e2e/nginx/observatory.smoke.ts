import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

/**
 * The MDN HTTP Observatory (its npm package, the scanner behind developer.mozilla.org/observatory)
 * grades the site as the nginx recipe serves it over HTTPS (global-setup.ts): A+, every test
 * passed, and the cross-origin policies in place.
 */

const PACKAGE = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));

test('the MDN HTTP Observatory grades the nginx recipe A+', async () => {
  const port = process.env.NGINX_TLS_PORT;
  expect(port, 'global-setup.ts serves the recipe over HTTPS and sets NGINX_TLS_PORT').toMatch(/^\d+$/);
  // The package downloads Chromium's HSTS preload list when it is installed (package.json
  // allowScripts turns that off: no internet here). Without the list nothing counts as preloaded,
  // which this site does not claim to be.
  const preloadList = path.join(PACKAGE, 'conf', 'hsts-preload.json');
  if (!existsSync(preloadList)) {
    await mkdir(path.dirname(preloadList), { recursive: true });
    await writeFile(preloadList, '{}\n');
  }
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(PACKAGE, 'src', 'scan.js'), `localhost:${port}`], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: process.env.NGINX_TLS_CERTIFICATE },
  });
  const result = JSON.parse(stdout) as {
    error?: string;
    scan: { grade: string; score: number; testsFailed: number };
    tests: Record<string, { pass: boolean; result: string }>;
  };
  expect(result.error).toBeUndefined();
  const failed = Object.entries(result.tests).filter(([, outcome]) => !outcome.pass);
  expect(failed.map(([name, outcome]) => `${name}: ${outcome.result}`)).toEqual([]);
  expect(result.scan.grade).toBe('A+');
  expect(result.tests['cross-origin-resource-policy']?.result).toBe('corp-implemented-with-same-origin');
  expect(result.tests['redirection']?.result).toBe('redirection-to-https');
  console.log(`MDN HTTP Observatory: ${result.scan.grade} (${result.scan.score}), ${Object.keys(result.tests).length - failed.length} de ${Object.keys(result.tests).length} pruebas`);
});
