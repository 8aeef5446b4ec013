/**
 * Inter for the images drawn at build time (social cards and video posters, `next/og`). Satori
 * reads TrueType, not WOFF2, and draws a variable font only at its default weight, so each weight
 * the images use is cut from the site's own @fontsource-variable/inter file as a static TrueType
 * font (harfbuzz, through subset-font), with the characters the site's web font keeps. Nothing is
 * downloaded: a character outside that set would make `next/og` ask Google Fonts for it, which is
 * why the texts drawn come from content/ and `font-subset.test.ts` checks them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { subsetCharacters } from '@/scripts/lib/font-subset';

/**
 * The file scripts/lib/font-subset.js cuts the web font from. Found from the project root (where
 * `next build` runs), because the route handlers that call this are bundled away from node_modules.
 */
const SOURCE_FILE = path.join(process.cwd(), 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

/** The weights the image templates use. */
export const IMAGE_FONT_WEIGHTS = [500, 800] as const;
export type ImageFontWeight = (typeof IMAGE_FONT_WEIGHTS)[number];

export interface ImageFont {
  name: string;
  data: Buffer;
  weight: ImageFontWeight;
  style: 'normal';
}

let fonts: Promise<ImageFont[]> | undefined;

/** Inter at each weight in IMAGE_FONT_WEIGHTS, cut once per build worker. */
export function imageFonts(): Promise<ImageFont[]> {
  fonts ??= readFile(SOURCE_FILE).then((source) =>
    Promise.all(
      IMAGE_FONT_WEIGHTS.map(async (weight) => ({
        name: 'Inter',
        data: await subsetFont(source, subsetCharacters(), { targetFormat: 'truetype', variationAxes: { wght: weight } }),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
  return fonts;
}
