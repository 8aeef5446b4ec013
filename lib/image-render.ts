/**
 * Draws the build's images without a browser: `next/og` (Satori and resvg) turns a JSX template
 * into a PNG, sharp encodes it. They run inside `next build` (route handlers and
 * `opengraph-image` files, prerendered into out/), so the operator's builder needs Node only.
 */
import type { ReactElement } from 'react';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { imageFonts } from '@/lib/image-fonts';
import type { PosterFile } from '@/lib/posters';
import { CARD_SIZE } from '@/lib/social-cards';

export async function renderPng(element: ReactElement, size: { width: number; height: number }): Promise<Buffer> {
  const response = new ImageResponse(element, { ...size, fonts: await imageFonts() });
  return Buffer.from(await response.arrayBuffer());
}

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;

function imageResponse(body: Buffer, type: keyof typeof CONTENT_TYPES): Response {
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': CONTENT_TYPES[type] } });
}

/** A social card as the PNG `opengraph-image` serves: a palette keeps it near 40 KB. */
export async function cardResponse(element: ReactElement): Promise<Response> {
  const png = await renderPng(element, CARD_SIZE);
  return imageResponse(await sharp(png).png({ compressionLevel: 9, palette: true }).toBuffer(), 'png');
}

/** One poster file; each poster is drawn once per build worker and encoded for each of its files. */
const drawn = new Map<string, Promise<Buffer>>();

export async function posterResponse({ poster, width, format }: PosterFile, draw: () => ReactElement): Promise<Response> {
  let png = drawn.get(poster.image.base);
  if (!png) {
    png = renderPng(draw(), poster.image);
    drawn.set(poster.image.base, png);
  }
  const image = width === poster.image.width ? sharp(await png) : sharp(await png).resize(width);
  const encoded =
    format === 'avif'
      ? image.avif({ quality: 50, effort: 2 })
      : format === 'webp'
        ? image.webp({ quality: 72 })
        : image.jpeg({ quality: 72, mozjpeg: true });
  return imageResponse(await encoded.toBuffer(), format);
}
