// @ts-check
const { createJiti } = require('jiti');
const { checkContent, checkDraft, checkPublishedWebhook, checkSiteUrl, checkWebhookCors, checkWebhookUrl, SIMULATION_NOTICE } = require('./lib/build-env');

// Fail the build early, with a clear message, on a malformed configuration (README "Configuración").
checkSiteUrl(process.env.SITE_URL);
checkWebhookCors(process.env.NEXT_PUBLIC_REGISTRATION_WEBHOOK_CORS);
// `next dev` simulates freely; a build without a destination needs REGISTRATION_SIMULATION=1.
if (process.argv.includes('build')) {
  const webhook = checkWebhookUrl(process.env.NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL, process.env.REGISTRATION_SIMULATION);
  if (webhook === 'simulated') {
    console.warn(`\n${SIMULATION_NOTICE}\n`);
    // What the pages inline (lib/env.ts): nothing, whatever .env.local says. Next reads process.env after this file.
    process.env.NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL = '';
  }
  const draft = checkDraft(process.env.BORRADOR);
  checkPublishedWebhook(process.env.NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL, { simulation: process.env.REGISTRATION_SIMULATION, draft });
  // content/ is TypeScript: jiti compiles lib/placeholders.ts and what it imports, with the `@/` alias.
  /** @type {typeof import('./lib/placeholders')} */
  const { broadcastNotice, pendingContent, pendingReport } = createJiti(__filename, { alias: { '@': __dirname } })('./lib/placeholders.ts');
  const pending = pendingContent(undefined, { siteUrlFromEnv: (process.env.SITE_URL ?? '').trim() !== '' });
  const content = checkContent({
    webhook,
    simulation: process.env.REGISTRATION_SIMULATION,
    draft,
    pending: pending.length,
    report: pendingReport(pending),
  });
  if (content.error) throw new Error(content.error);
  if (content.notice) console.warn(`${content.notice}\n`);
  const broadcast = broadcastNotice(Date.now());
  if (broadcast) console.warn(`${broadcast}\n`);
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route becomes out/<route>/index.html, which any plain static host or CDN serves.
  output: 'export',
  trailingSlash: true,
  // The export has no image-optimisation endpoint; images are pre-sized files in public/.
  images: { unoptimized: true },
  // Class names carry the component's name in `next dev` only: in the build they would add ~9 KB to
  // the HTML of / and as much to its RSC payload (scripts/BENCHMARK.md).
  compiler: { styledComponents: { displayName: !process.argv.includes('build'), ssr: true } },
  poweredByHeader: false,
  // Loaded from node_modules when the image routes run (it reads its WebAssembly from there).
  serverExternalPackages: ['subset-font'],
  reactStrictMode: true,
};

module.exports = nextConfig;
