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

module.exports = { launchOptions };
