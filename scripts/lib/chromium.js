// @ts-check
/**
 * How every browser this project starts is launched (the browser tests, the bench, the
 * screenshots): Debian's Chromium, or CHROMIUM_PATH; else Playwright's own browser if installed.
 */
const { existsSync } = require('node:fs');

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  // Unsandboxed, as CI containers run as root. Nothing may reach the internet: no background traffic, and only this machine resolves.
  args: [
    '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
};

/**
 * Where the bench and the screenshots open the pages, mapped to this machine: like a visitor's
 * host, not one the form shows its settings panel on (spec §6: only 127.0.0.1 and localhost), and
 * like any *.localhost a secure context, as the HTTPS site is (Lighthouse counts it as HTTPS).
 */
const PAGE_HOST = 'sitio.localhost';
const pageHostLaunchOptions = {
  ...launchOptions,
  args: launchOptions.args.map((arg) => arg.replace('--host-resolver-rules=', `--host-resolver-rules=MAP ${PAGE_HOST} 127.0.0.1, `)),
};

/** @param {string} url a local server's URL, at 127.0.0.1 */
const atPageHost = (url) => Object.assign(new URL(url), { hostname: PAGE_HOST }).href;

module.exports = { launchOptions, PAGE_HOST, pageHostLaunchOptions, atPageHost };
