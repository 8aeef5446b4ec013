// The contract fixture of scripts/lib/framework-output.js, configured as the site is (next.config.js):
// static export, styled-components' SWC transform. framework-output.contract.test.ts copies this
// directory to a temporary one under the project (so next and react resolve from its
// node_modules) and builds it there.
const path = require('node:path');

module.exports = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  compiler: { styledComponents: { displayName: false, ssr: true } },
  reactStrictMode: true,
  turbopack: { root: process.env.CONTRACT_PROJECT_ROOT ?? path.resolve(__dirname, '..', '..', '..', '..') },
};
