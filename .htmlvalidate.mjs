/**
 * html-validate for the exported pages (scripts/check-export.test.mjs, `npm run test:export`).
 * A module rather than .htmlvalidate.json so each exception can say why it exists. Only what
 * React's and Next's generated markup unavoidably does is changed; everything else is the
 * recommended preset.
 */
const config = {
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    {
      // styled-components 6 renders each server component's rules as a <style> element just
      // before the element it styles, anywhere in <body> (inside <p>, <span>, <ul>, <dl>...).
      // Browsers apply them; the HTML content model allows <style> only in <head>. Treat it as
      // allowed wherever <script>/<template> are, and nothing else changes.
      style: { flow: true, phrasing: true, scriptSupporting: true },
    },
  ],
  rules: {
    // React serialises camelCase attribute names (charSet, fetchPriority, noModule);
    // HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes void elements as <meta/> and boolean attributes as async="": require that
    // one consistent style instead of turning the rules off.
    'void-style': ['error', { style: 'selfclose' }],
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // Next names its bootstrap script id="_R_"; HTML5 allows any id without whitespace.
    'valid-id': ['error', { relaxed: true }],
  },
};

export default config;
