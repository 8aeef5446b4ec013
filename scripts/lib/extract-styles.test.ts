/** @jest-environment node */
import { flightWithoutStyles, pageWithoutStyles, styleElements } from './extract-styles';
import { builtFixturePage } from './__fixtures__/built-fixture';
import { inlinePayloadText } from './framework-output';

const CARD_CSS = '.a{color:#0b2545;}.a >p{margin:0;}';
const TITLE_CSS = '.b{font-size:2rem;}';
const GLOBAL_CSS = 'body{margin:0;}a[href^="https"]{color:red;}';

/** A flight row as React writes it: `id:JSON\n`. */
const row = (id: string, value: unknown) => `${id}:${JSON.stringify(value)}\n`;
/** A text row: `id:T<byte length in hex>,<text>` (no newline). */
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
const style = (key: string, css: string) => ['$', 'style', key, { 'data-styled': '', children: css }];

describe('styled-components CSS moved out of the RSC payload', () => {
  it('turns every styled <style> element into null and leaves everything else as it was', () => {
    const payload = [
      '1:"$Sreact.fragment"\n',
      ':HL["/_next/static/chunks/a.css","style"]\n',
      '2:I[52231,["/_next/static/chunks/b.js"],"UtmCapture"]\n',
      row('3', [style('sc-card', CARD_CSS), ['$', 'section', null, { className: 'sc-1 a', children: 'Señal <b>' }]]),
      row('4', ['$', 'style', 'sc-global-x', { 'data-styled-global': 'sc-global-x', children: GLOBAL_CSS }]),
      row('5', ['$', 'style', null, { children: '.own{}' }]),
    ].join('');
    const without = flightWithoutStyles(payload, '');
    expect(without).toBe(
      [
        '1:"$Sreact.fragment"\n',
        ':HL["/_next/static/chunks/a.css","style"]\n',
        '2:I[52231,["/_next/static/chunks/b.js"],"UtmCapture"]\n',
        row('3', [null, ['$', 'section', null, { className: 'sc-1 a', children: 'Señal <b>' }]]),
        '4:null\n',
        row('5', ['$', 'style', null, { children: '.own{}' }]),
      ].join(''),
    );
    expect(flightWithoutStyles(without, '')).toBe(without);
  });

  it('drops a text row only a style element used, and keeps one something else still uses', () => {
    const longCss = `${CARD_CSS}/* ñ */`.repeat(40);
    const payload = [
      textRow('17', longCss),
      textRow('18', 'Un texto largo del contenido, con ñ y “comillas”.'),
      row('19', [style('sc-card', '$17'), ['$', 'p', null, { children: '$18' }], style('sc-title', '$18')]),
    ].join('');
    expect(flightWithoutStyles(payload, '')).toBe(
      [textRow('18', 'Un texto largo del contenido, con ñ y “comillas”.'), row('19', [null, ['$', 'p', null, { children: '$18' }], null])].join(''),
    );
  });

  it('turns references to a removed element into null too, and keeps other references', () => {
    const payload = [
      row('11', ['$', 'section', null, { children: [style('sc-container', CARD_CSS), ['$', 'div', null, { children: 'Contenedor' }]] }]),
      row('12', ['$12x', '$11:props:children:0', '$11:props:children:1', '$11']),
      row('13', ['$', 'p', null, { children: ['$12:1', '$12:2'] }]),
    ].join('');
    expect(flightWithoutStyles(payload, '')).toBe(
      [
        row('11', ['$', 'section', null, { children: [null, ['$', 'div', null, { children: 'Contenedor' }]] }]),
        row('12', ['$12x', null, '$11:props:children:1', '$11']),
        row('13', ['$', 'p', null, { children: [null, '$12:2'] }]),
      ].join(''),
    );
  });

  it("keeps in each className only the component ids the page's CSS selects", () => {
    const payload = row('3', ['$', 'p', null, { className: 'sc-a1b2c3d4-0 sc-a1b2c3d4-1 a', title: 'sc-a1b2c3d4-0', children: 'sc-a1b2c3d4-0' }]);
    expect(flightWithoutStyles(payload, '.sc-a1b2c3d4-1 + .b{margin:0;}')).toBe(row('3', ['$', 'p', null, { className: 'sc-a1b2c3d4-1 a', title: 'sc-a1b2c3d4-0', children: 'sc-a1b2c3d4-0' }]));
  });

  it('refuses a payload with binary rows rather than guess their length', () => {
    expect(() => flightWithoutStyles('1:A4,abcd', '')).toThrow(/binaria/);
  });
});

describe("a page without its styled <style> elements (Next's real output: the contract fixture)", () => {
  let PAGE = '';
  beforeAll(() => {
    PAGE = builtFixturePage();
  }, 240_000);

  it('finds the styled-components <style> elements, in document order, and no other', () => {
    const found = styleElements(PAGE).map((element) => element.css);
    expect(found).toEqual([...PAGE.matchAll(/<style data-styled[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]));
    expect(found[0]).toContain('body{');
  });

  it('keeps each block once, where its last copy was', () => {
    const page = (...blocks: string[]) => `<html><head></head><body>${blocks.map((css) => `<style data-styled="">${css}</style><p>x</p>`).join('')}</body></html>`;
    expect(pageWithoutStyles(page(GLOBAL_CSS, CARD_CSS, TITLE_CSS, CARD_CSS))).toContain(`<style data-page-styles="">${[GLOBAL_CSS, TITLE_CSS, CARD_CSS].join('\n')}</style></head>`);
  });

  it('drops from class attributes the component ids no rule selects, and only from them', () => {
    const html = `<html><head></head><body><style data-styled="">.x .sc-f00d-1{margin:0;}</style><p class="sc-f00d-0 a" title="sc-f00d-0">x</p><b class="sc-f00d-1 b">y</b><i class="sc-f00d-2">z</i></body></html>`;
    expect(pageWithoutStyles(html)).toBe(
      `<html><head><style data-page-styles="">.x .sc-f00d-1{margin:0;}</style></head><body><p class="a" title="sc-f00d-0">x</p><b class="sc-f00d-1 b">y</b><i>z</i></body></html>`,
    );
  });

  it('writes the CSS once in <head> and drops the elements from the HTML, and the payload without them', () => {
    const blocks = styleElements(PAGE).map((element) => element.css);
    const page = pageWithoutStyles(PAGE);
    expect(styleElements(page)).toEqual([]);
    expect(page).toMatch(/<style data-page-styles="">[^<]+<\/style><\/head>/);
    for (const css of blocks) expect(page).toContain(css);
    expect(new Set(blocks).size).toBeLessThan(blocks.length);
    expect(inlinePayloadText(page)).toBe(inlinePayloadText(PAGE));
    expect(pageWithoutStyles(page)).toBe(page);

    const payload = flightWithoutStyles(inlinePayloadText(PAGE) ?? '', blocks.join('\n'));
    for (const css of blocks) expect(payload).not.toContain(JSON.stringify(css).slice(1, -1));
    expect(payload).toContain('Asesoría gratuita');

    // The fixture selects no component: its ids are gone from the HTML and the payload, its rules' classes stay.
    const ids = (text: string) => text.match(/\bsc-[0-9a-z]+-\d+\b/gi) ?? [];
    expect(ids(PAGE).length).toBeGreaterThan(0);
    expect(ids(page.replace(/<(style|script)[\s\S]*?<\/\1>/g, ''))).toEqual([]);
    expect(ids(payload)).toEqual([]);
    expect(page.match(/ class="/g)?.length).toBe(PAGE.match(/ class="/g)?.length);
  });
});
