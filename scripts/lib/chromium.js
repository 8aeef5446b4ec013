// @ts-check
/**
 * How every browser this project starts is launched (the browser tests, the benchmark, the
 * screenshots): Debian's Chromium, or CHROMIUM_PATH; else Playwright's own browser if installed.
 */
const { existsSync } = require('node:fs');

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: [
    // Run as root in CI containers, where Chromium refuses to start sandboxed.
    '--no-sandbox',
    // Nothing may reach the internet: no background traffic, and no host but this machine resolves.
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-gpu',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
};

/**
 * Where the benchmark and the screenshots open the pages, mapped to this machine. Like a visitor's
 * host, it is not one the form shows its developer settings panel on (spec §6: only 127.0.0.1 and
 * localhost), and like any *.localhost it is a secure context, as the deployed HTTPS site is
 * (Lighthouse too counts it as HTTPS). scripts/serve.mjs answers it with out/_headers as deployed.
 */
const PAGE_HOST = 'sitio.localhost';

/** launchOptions with PAGE_HOST resolving to this machine. */
const pageHostLaunchOptions = {
  ...launchOptions,
  args: launchOptions.args.map((arg) => arg.replace('--host-resolver-rules=', `--host-resolver-rules=MAP ${PAGE_HOST} 127.0.0.1, `)),
};

/** @param {string} url a local server's URL, at 127.0.0.1 */
function atPageHost(url) {
  const moved = new URL(url);
  moved.hostname = PAGE_HOST;
  return moved.href;
}

module.exports = { launchOptions, PAGE_HOST, pageHostLaunchOptions, atPageHost };
