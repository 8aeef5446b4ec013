// The contract fixture of scripts/lib/framework-output.js (built by scripts/lib/build-next-app.js),
// configured as the site is (next.config.js): static export, styled-components' SWC transform.
module.exports = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  compiler: { styledComponents: { displayName: false, ssr: true } },
  reactStrictMode: true,
  turbopack: { root: process.env.NEXT_APP_PROJECT_ROOT },
};
