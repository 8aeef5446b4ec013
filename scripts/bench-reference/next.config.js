// The bench's reference exports (built by scripts/lib/build-next-app.js): a bare static export,
// styled-components' SWC transform as the site has it, next and react from the project's node_modules.
module.exports = {
  output: 'export',
  trailingSlash: true,
  compiler: { styledComponents: { ssr: true } },
  turbopack: { root: process.env.NEXT_APP_PROJECT_ROOT },
};
