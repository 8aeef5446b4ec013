// The bench's reference exports (scripts/bench.mjs builds each in .bench/): a bare static export,
// styled-components' SWC transform as the site has it, next and react from the project's node_modules.
module.exports = {
  output: 'export',
  trailingSlash: true,
  compiler: { styledComponents: { ssr: true } },
  turbopack: { root: process.env.BENCH_PROJECT_ROOT },
};
