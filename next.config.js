// @ts-check
const { checkSiteUrl, checkWebhookUrl, EMPTY_WEBHOOK_WARNING } = require('./lib/build-env');

// Fail the build early, with a clear message, on a malformed configuration (README "Configuración").
checkSiteUrl(process.env.SITE_URL);
if (checkWebhookUrl(process.env.NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL) === 'empty' && process.argv.includes('build')) {
  console.warn(EMPTY_WEBHOOK_WARNING);
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route becomes out/<route>/index.html, which any plain static host or CDN serves.
  output: 'export',
  trailingSlash: true,
  // The export has no image-optimisation endpoint; images are pre-sized files in public/.
  images: { unoptimized: true },
  compiler: { styledComponents: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

module.exports = nextConfig;
