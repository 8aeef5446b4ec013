// @ts-check
/**
 * Splits a page's stylesheet (its one `<style data-page-styles>`, scripts/lib/extract-styles.js)
 * into what its first screen needs, kept inline, and the rest, a file the page's loader
 * (scripts/lib/defer-scripts.js) adds after the first paint (README "Benchmark").
 *
 * Why: Lighthouse's simulation sends the first 14.6 KB of a response in the first round trip and
 * the rest one round trip (150 ms) later; with all of its CSS inline, `/` needed two before it
 * could paint anything. Only such a page is split (scripts/postbuild.mjs): on the others, what
 * follows the opening section may be on the first screen too (the videos of /nuevavida/).
 *
 * - The first screen is <body> up to the end of <main>'s first element (the header and the page's
 *   opening section). A rule goes to the file when every one of its selectors needs a class that
 *   no element there has: it cannot match anything on the first screen.
 * - The cascade is kept: the file is added right after the inline `<style>`, so a moved rule now
 *   comes after every rule that stays. A moved rule that a later rule used to override (a shared
 *   property, the same specificity, and an element of the page that both could match) stays inline.
 * - Until the file has loaded, the loader marks <html> with `data-styles-pending`, which hides what
 *   follows the first screen, unstyled and not even laid out (content-visibility); then it shows
 *   it a section per frame. A visit to a fragment (`/#register`) waits for the file instead.
 * - Without JavaScript, a `<noscript>` link loads the same file before the first paint.
 * No package splits a stylesheet by the classes a part of the page uses (critical-CSS tools render
 * the page in a browser and cut at the viewport), so it is written here with postcss.
 */
const postcss = require('postcss');
const { calculate } = require('specificity');
const { Parser } = require('htmlparser2');
const { STYLES_ATTRIBUTE, PENDING_ATTRIBUTE, escapeAttribute, withLoaderAttribute } = require('./defer-scripts');
const { PAGE_STYLE_ATTRIBUTE } = require('./extract-styles');

/** What follows the first screen waits, hidden, for its styles. */
const PENDING_RULE = `html[${PENDING_ATTRIBUTE}] main>:first-child~*,html[${PENDING_ATTRIBUTE}] main~*{visibility:hidden;content-visibility:hidden}`;

/**
 * The class names of each element of the page, and those of its first screen (<body> up to the
 * end of <main>'s first element); undefined first screen when the page has no such element.
 * @param {string} html
 */
function pageClasses(html) {
  /** @type {Set<string>[]} */
  const elements = [];
  /** @type {Set<string> | undefined} */
  let firstScreen = new Set();
  let inBody = false;
  let done = false;
  let depth = 0;
  let mainDepth = -1;
  let openingDepth = -1;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1;
        const classes = new Set((attributes.class ?? '').split(/\s+/).filter(Boolean));
        if (classes.size > 0) elements.push(classes);
        if (name === 'body') inBody = true;
        if (!inBody || done) return;
        for (const className of classes) firstScreen?.add(className);
        if (name === 'main' && mainDepth === -1) mainDepth = depth;
        else if (mainDepth !== -1 && openingDepth === -1 && depth === mainDepth + 1) openingDepth = depth;
      },
      onclosetag() {
        if (!done && openingDepth !== -1 && depth === openingDepth) done = true;
        depth -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  if (!done) firstScreen = undefined;
  return { elements, firstScreen };
}

/**
 * The selector with the arguments of the functional pseudo-classes that do not require their
 * classes removed (:not, :has, and :is/:where lists), and attribute values blanked.
 * @param {string} selector
 */
function requiredPart(selector) {
  let text = selector.replace(/\[[^\]]*\]/g, '[]');
  for (;;) {
    const match = /:(not|has|is|where|matches)\(/.exec(text);
    if (!match) return text;
    let at = match.index + match[0].length;
    for (let open = 1; open > 0 && at < text.length; at += 1) {
      if (text[at] === '(') open += 1;
      else if (text[at] === ')') open -= 1;
    }
    const inner = text.slice(match.index + match[0].length, at - 1);
    const required = ['is', 'where', 'matches'].includes(/** @type {string} */ (match[1])) && !inner.includes(',');
    text = text.slice(0, match.index) + (required ? inner : '') + text.slice(at);
  }
}

/** @param {string} text */
function classNames(text) {
  return (text.match(/\.-?[_a-zA-Z][\w-]*/g) ?? []).map((name) => name.slice(1));
}

/**
 * The classes an element must have for the selector to match it (its last compound selector).
 * @param {string} selector
 */
function subjectClasses(selector) {
  const compounds = requiredPart(selector).split(/\s*[>+~\s]\s*/).filter(Boolean);
  return classNames(compounds[compounds.length - 1] ?? '');
}

/** @param {postcss.Rule} rule */
function specificities(rule) {
  return rule.selectors.map((selector) => {
    const result = calculate(selector);
    const { A, B, C } = Array.isArray(result) ? result[0] : result;
    return `${A},${B},${C}`;
  });
}

/** @param {postcss.Rule} rule */
function properties(rule) {
  return new Set(rule.nodes.flatMap((node) => (node.type === 'decl' ? [node.prop] : [])));
}

/**
 * The page's CSS as what stays inline and what moves to the file ('' when nothing moves).
 * @param {string} css the page's stylesheet
 * @param {string} html the page
 * @returns {{ critical: string, rest: string }}
 */
function splitStylesheet(css, html) {
  const { elements, firstScreen } = pageClasses(html);
  if (!firstScreen) return { critical: css, rest: '' };
  const root = postcss.parse(css);
  /** @type {postcss.Rule[]} */
  const rules = [];
  root.walkRules((rule) => {
    if (rule.parent?.type !== 'atrule' || !/keyframes$/i.test(/** @type {postcss.AtRule} */ (rule.parent).name)) rules.push(rule);
  });
  const moves = rules.map((rule) => rule.selectors.every((selector) => classNames(requiredPart(selector)).some((name) => !firstScreen.has(name))));

  /** Whether some element of the page could match a selector of each rule. */
  const mayShareAnElement = (/** @type {postcss.Rule} */ one, /** @type {postcss.Rule} */ other) =>
    one.selectors.some((first) =>
      other.selectors.some((second) => {
        const a = subjectClasses(first);
        const b = subjectClasses(second);
        if (a.length === 0 || b.length === 0) return true;
        return elements.some((classes) => [...a, ...b].every((name) => classes.has(name)));
      }),
    );
  // Each rule's properties and specificities, computed once for the comparisons below.
  const facts = rules.map((rule) => ({ rule, properties: properties(rule), specificities: specificities(rule) }));
  for (const [index, own] of facts.entries()) {
    if (!moves[index]) continue;
    const overriddenLater = facts.some(
      (later, laterIndex) =>
        laterIndex > index &&
        !moves[laterIndex] &&
        [...later.properties].some((property) => own.properties.has(property)) &&
        later.specificities.some((value) => own.specificities.includes(value)) &&
        mayShareAnElement(own.rule, later.rule),
    );
    if (overriddenLater) moves[index] = false;
  }

  const rest = postcss.root();
  for (const [index, rule] of rules.entries()) {
    if (!moves[index]) continue;
    // The rule with copies of the at-rules around it (@media), in the file.
    /** @type {postcss.ChildNode} */
    let node = rule.clone();
    for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
      const wrapper = /** @type {postcss.AtRule} */ (parent).clone({ nodes: [] });
      wrapper.append(node);
      node = wrapper;
    }
    rest.append(node);
    rule.remove();
  }
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  if (rest.nodes.length === 0) return { critical: css, rest: '' };
  return { critical: root.toString(), rest: rest.toString() };
}

const PAGE_STYLE = new RegExp(`<style ${PAGE_STYLE_ATTRIBUTE}="">([\\s\\S]*?)</style>`);

/**
 * The page's stylesheet (undefined without one).
 * @param {string} html
 */
function pageStylesheet(html) {
  return PAGE_STYLE.exec(html)?.[1];
}

/**
 * Whether the page's loader already adds a deferred stylesheet (the step has run on it).
 * @param {string} html
 */
function hasDeferredStyles(html) {
  return html.includes(` ${STYLES_ATTRIBUTE}="`);
}

/**
 * The page with only its first screen's CSS inline (and the rule that hides the rest until its
 * styles come), its loader adding `url` after the first paint, and a `<noscript>` link to it.
 * @param {string} html a page through extract-styles and defer-scripts
 * @param {string} critical what splitStylesheet keeps inline
 * @param {string} url where the rest is served
 */
function withDeferredStyles(html, critical, url) {
  if (!PAGE_STYLE.test(html)) throw new Error(`página sin <style ${PAGE_STYLE_ATTRIBUTE}>`);
  const inline = `<style ${PAGE_STYLE_ATTRIBUTE}="">${critical}${PENDING_RULE}</style><noscript><link rel="stylesheet" href="${escapeAttribute(url)}"/></noscript>`;
  return withLoaderAttribute(
    html.replace(PAGE_STYLE, () => inline),
    STYLES_ATTRIBUTE,
    url,
    'estilos que aplazar',
  );
}

module.exports = { PENDING_RULE, hasDeferredStyles, pageClasses, splitStylesheet, pageStylesheet, withDeferredStyles };
