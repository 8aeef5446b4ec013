#!/usr/bin/env node
// Regenerates the local images in public/ (video posters and the social card) from HTML
// templates: headless Chromium renders them, sharp encodes AVIF, WebP and JPEG/PNG.
// Run with `npm run images` after changing the texts below; the results are committed.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Inlined as a data URL: a page set with setContent may not load file:// fonts.
const font = `data:font/woff2;base64,${readFileSync(join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).toString('base64')}`;
const outDir = join(root, 'public/images');
mkdirSync(outDir, { recursive: true });

const NAVY = '#0b2545';
const ACCENT = '#f5a524';

function card({ width, height, eyebrow, title, subtitle }) {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>
    @font-face { font-family: Inter; src: url(${font}) format('woff2'); font-weight: 100 900; }
    html, body { margin: 0; width: ${width}px; height: ${height}px; }
    body { font-family: Inter, sans-serif; color: #fff; display: flex; flex-direction: column; justify-content: center;
      padding: 0 96px; box-sizing: border-box;
      background: radial-gradient(circle at 85% 15%, rgba(245,165,36,.35), transparent 40%),
                  radial-gradient(circle at 10% 90%, rgba(29,78,216,.45), transparent 45%), ${NAVY}; }
    .eyebrow { display: inline-block; align-self: flex-start; background: ${ACCENT}; color: ${NAVY}; font-weight: 800;
      font-size: 28px; padding: 10px 22px; border-radius: 999px; }
    h1 { font-size: 64px; line-height: 1.1; margin: 28px 0 20px; font-weight: 800; max-width: 980px; }
    p { font-size: 30px; margin: 0; color: #cbd5e1; }
  </style></head><body><span class="eyebrow">${eyebrow}</span><h1>${title}</h1><p>${subtitle}</p></body></html>`;
}

const POSTERS = [
  ['poster-invitation', { eyebrow: '30 de septiembre · 7:00 PM', title: 'Invitación a la Segunda Jornada de Asesoría Gratuita', subtitle: 'Ley 2445 de 2025 · Insolvencia para personas naturales y comerciantes' }],
  ['poster-primera-jornada', { eyebrow: 'Primera Jornada · 9 de abril de 2025', title: 'Mira la jornada completa', subtitle: 'Más de 3.000 personas conectadas' }],
  ['poster-testimonio', { eyebrow: 'Nueva vida financiera', title: 'Historias de quienes ya empezaron de nuevo', subtitle: 'Testimonios reales de nuestros clientes' }],
  ['poster-en-vivo', { eyebrow: 'Transmisión', title: 'Segunda Jornada de Asesoría Gratuita', subtitle: 'Ley 2445 de 2025 · 30 de septiembre de 2025' }],
];

const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const [name, text] of POSTERS) {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.setContent(card({ width: 1280, height: 720, ...text }), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: 'png' });
    await sharp(png).avif({ quality: 50 }).toFile(join(outDir, `${name}.avif`));
    await sharp(png).webp({ quality: 72 }).toFile(join(outDir, `${name}.webp`));
    await sharp(png).jpeg({ quality: 72, mozjpeg: true }).toFile(join(outDir, `${name}.jpg`));
    console.log(`public/images/${name}.{avif,webp,jpg}`);
  }
  await page.setViewportSize({ width: 1200, height: 630 });
  await page.setContent(
    card({ width: 1200, height: 630, eyebrow: 'Gratis · Virtual · 30 de septiembre de 2025', title: 'Segunda Jornada de Asesoría Gratuita en Insolvencia', subtitle: 'Ley 2445 de 2025 · Regístrate y reserva tu cupo' }),
    { waitUntil: 'load' },
  );
  await page.evaluate(() => document.fonts.ready);
  await sharp(await page.screenshot({ type: 'png' })).png({ compressionLevel: 9, palette: true }).toFile(join(root, 'public/og-image.png'));
  console.log('public/og-image.png');
} finally {
  await browser.close();
}
