// The contract fixture of scripts/lib/framework-output.js (built by ../built-fixture.ts), configured
// as the site is (next.config.js): static export, styled-components' SWC transform.
const path = require('node:path');

module.exports = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  compiler: { styledComponents: { displayName: false, ssr: true } },
  reactStrictMode: true,
  turbopack: { root: process.env.CONTRACT_PROJECT_ROOT ?? path.resolve(__dirname, '..', '..', '..', '..') },
};
