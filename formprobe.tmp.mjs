import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 93750 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  const check = () => {
    const button = document.querySelector('form[data-ready] button[type="submit"]');
    if (button && !button.disabled && !window.__formUsable) window.__formUsable = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
});
await page.goto(url, { waitUntil: 'commit' });
await page.waitForFunction(() => window.__formUsable, undefined, { timeout: 60000, polling: 100 });
const r = await page.evaluate(() => ({
  usable: Math.round(window.__formUsable),
  fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime),
  dcl: Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd),
  res: performance.getEntriesByType('resource').map((e) => [e.name.replace(location.origin, '').slice(0, 50), Math.round(e.startTime), Math.round(e.responseEnd), e.encodedBodySize]),
  long: 0,
}));
console.log(JSON.stringify(r, null, 0).replace(/\],\[/g, '],\n['));
await browser.close();
