// The bench's reference exports (scripts/bench.mjs builds each in .bench/<name>): a bare static
// export, styled-components' SWC transform as the site has it, next and react resolved from the
// project's node_modules (the same versions).
module.exports = {
  output: 'export',
  trailingSlash: true,
  compiler: { styledComponents: { ssr: true } },
  turbopack: { root: process.env.BENCH_PROJECT_ROOT },
};
