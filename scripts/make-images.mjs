#!/usr/bin/env node
// Writes the video posters (one invitation and one recording poster per jornada, plus the two of
// /nuevavida) and the 1200×630 social card from content/, before every build (`npm run build`),
// so no image keeps a stale date or name. Headless Chromium renders HTML templates with Inter;
// sharp encodes AVIF, WebP and JPEG/PNG. The results are git-ignored.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import ts from 'typescript';
import browserLaunch from './lib/chromium.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * content/jornadas.ts and the lib/ code that derives from it, compiled to plain modules, so the
 * images use exactly the site's derivation (Node 20 cannot import TypeScript by itself).
 */
async function loadJornadas() {
  const dir = mkdtempSync(join(tmpdir(), 'make-images-'));
  const modules = { 'content/jornadas': 'jornadas.mjs', 'lib/dates': 'dates.mjs', 'lib/jornadas': 'lib-jornadas.mjs', 'lib/images': 'images.mjs' };
  try {
    for (const [source, target] of Object.entries(modules)) {
      let code = ts.transpileModule(readFileSync(join(root, `${source}.ts`), 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      for (const [alias, file] of Object.entries(modules)) code = code.replaceAll(`'@/${alias}'`, `'./${file}'`);
      writeFileSync(join(dir, target), code);
    }
    const load = (source) => import(pathToFileURL(join(dir, modules[source])).href);
    return { ...(await load('lib/jornadas')), ...(await load('lib/images')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { ALL_JORNADAS, POSTER_SMALL_WIDTH, currentJornada, jornadaDates, jornadaFullName, jornadaPhase } = await loadJornadas();

// Inlined as a data URL: a page set with setContent may not load file:// fonts.
const font = `data:font/woff2;base64,${readFileSync(join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).toString('base64')}`;
const outDir = join(root, 'public/images');
mkdirSync(outDir, { recursive: true });

const NAVY = '#0b2545';
const ACCENT = '#f5a524';

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A poster keeps its middle clear: the round play button sits on the centre and scales up on a
 * phone (72 px over a 358 px wide poster covers about a fifth of its width), so the eyebrow goes at
 * the top and the title at the bottom.
 */
function poster({ eyebrow, title, subtitle }) {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>
    @font-face { font-family: Inter; src: url(${font}) format('woff2'); font-weight: 100 900; }
    html, body { margin: 0; width: 1280px; height: 720px; }
    body { font-family: Inter, sans-serif; color: #fff; display: flex; flex-direction: column; justify-content: space-between;
      padding: 64px 96px 60px; box-sizing: border-box;
      background: radial-gradient(circle at 85% 15%, rgba(245,165,36,.35), transparent 40%),
                  radial-gradient(circle at 10% 90%, rgba(29,78,216,.45), transparent 45%), ${NAVY}; }
    .eyebrow { align-self: flex-start; background: ${ACCENT}; color: ${NAVY}; font-weight: 800;
      font-size: 30px; padding: 10px 24px; border-radius: 999px; }
    h1 { font-size: 52px; line-height: 1.1; margin: 0 0 12px; font-weight: 800; max-width: 1088px; }
    p { font-size: 28px; margin: 0; color: #cbd5e1; }
  </style></head><body><span class="eyebrow">${escape(eyebrow)}</span>
  <div><h1>${escape(title)}</h1><p>${escape(subtitle)}</p></div></body></html>`;
}

function socialCard({ eyebrow, title, subtitle }) {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>
    @font-face { font-family: Inter; src: url(${font}) format('woff2'); font-weight: 100 900; }
    html, body { margin: 0; width: 1200px; height: 630px; }
    body { font-family: Inter, sans-serif; color: #fff; display: flex; flex-direction: column; justify-content: center;
      padding: 0 96px; box-sizing: border-box;
      background: radial-gradient(circle at 85% 15%, rgba(245,165,36,.35), transparent 40%),
                  radial-gradient(circle at 10% 90%, rgba(29,78,216,.45), transparent 45%), ${NAVY}; }
    .eyebrow { display: inline-block; align-self: flex-start; background: ${ACCENT}; color: ${NAVY}; font-weight: 800;
      font-size: 28px; padding: 10px 22px; border-radius: 999px; }
    h1 { font-size: 64px; line-height: 1.1; margin: 28px 0 20px; font-weight: 800; max-width: 980px; }
    p { font-size: 30px; margin: 0; color: #cbd5e1; }
  </style></head><body><span class="eyebrow">${escape(eyebrow)}</span><h1>${escape(title)}</h1><p>${escape(subtitle)}</p></body></html>`;
}

const LAW = 'Ley 2445 de 2025';
const posters = [
  ...ALL_JORNADAS.flatMap((jornada) => {
    const { longDate, startTime } = jornadaDates(jornada);
    return [
      [`${jornada.slug}-invitacion`, { eyebrow: `${longDate} · ${startTime}`, title: `Invitación a la ${jornada.name} de Asesoría Gratuita`, subtitle: `${LAW} · Insolvencia para personas naturales y comerciantes` }],
      [`${jornada.slug}-grabacion`, { eyebrow: `Grabación · ${longDate}`, title: `${jornada.name} de Asesoría Gratuita`, subtitle: `${LAW} · La sesión completa` }],
    ];
  }),
  ['poster-ley', { eyebrow: LAW, title: 'Cómo funciona la ley de insolvencia', subtitle: 'Para personas naturales y comerciantes con deudas' }],
  ['poster-testimonio', { eyebrow: 'Nueva vida financiera', title: 'Historias de quienes ya empezaron de nuevo', subtitle: 'Testimonios reales de nuestros clientes' }],
];

// The card describes what the built pages describe: the current jornada, or the series once it ended.
const now = Date.now();
const current = currentJornada(now);
const card =
  jornadaPhase(current, now) === 'ended'
    ? { eyebrow: 'Gratis · Virtual', title: 'Jornadas de Asesoría Gratuita en Insolvencia', subtitle: `${LAW} · Únete a la lista de espera` }
    : { eyebrow: `Gratis · Virtual · ${jornadaDates(current).longDate}`, title: jornadaFullName(current), subtitle: `${LAW} · Regístrate gratis` };

const browser = await chromium.launch(browserLaunch.launchOptions);
try {
  const page = await browser.newPage();
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const [name, text] of posters) {
    await page.setContent(poster(text), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: 'png' });
    // The full poster, and the phone-sized one lib/images.ts lists in its srcset.
    await Promise.all(
      [
        [png, name],
        [await sharp(png).resize(POSTER_SMALL_WIDTH).png().toBuffer(), `${name}-${POSTER_SMALL_WIDTH}`],
      ].flatMap(([image, file]) => [
        sharp(image).avif({ quality: 50, effort: 2 }).toFile(join(outDir, `${file}.avif`)),
        sharp(image).webp({ quality: 72 }).toFile(join(outDir, `${file}.webp`)),
        sharp(image).jpeg({ quality: 72, mozjpeg: true }).toFile(join(outDir, `${file}.jpg`)),
      ]),
    );
  }
  await page.setViewportSize({ width: 1200, height: 630 });
  await page.setContent(socialCard(card), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await sharp(await page.screenshot({ type: 'png' })).png({ compressionLevel: 9, palette: true }).toFile(join(root, 'public/og-image.png'));
  console.log(`Imágenes: ${posters.length} pósteres en public/images y public/og-image.png, desde content/jornadas.ts.`);
} finally {
  await browser.close();
}
