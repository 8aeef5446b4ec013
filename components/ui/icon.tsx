import { cache } from 'react';
import styled from 'styled-components';
import type { IconName } from '@/content/home';
import { iconShapes, iconSymbolId } from './icon-sprite';

const Svg = styled.svg<{ $filled: boolean }>`
  flex-shrink: 0;
  fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')};
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/** The icons a page has drawn so far: React's cache is one set per page the server renders. */
const drawnIcons = cache(() => new Set<IconName>());

/**
 * A decorative icon: a `<use>` of its symbol. The first icon of each name in a page carries the
 * `<symbol>` (lucide's drawing), the others only point to it: drawn inline, each icon cost ~1 KB of
 * the page, a reference ~0.1 KB, and a page carries only the symbols it draws (scripts/check-export.test.mjs
 * checks both ways). In the page, not a sprite file: a `<use>` of another file is one more request
 * before the first paint, and Chromium paints the page half-parsed while it waits (scripts/BENCHMARK.md).
 * Server components only (every icon of the site is drawn by one): outside them React's cache does
 * not remember, and every icon would carry its symbol.
 */
export function Icon({ name, size = 24, filled = false }: { name: IconName; size?: number; filled?: boolean }) {
  const drawn = drawnIcons();
  const first = !drawn.has(name);
  drawn.add(name);
  return (
    <Svg $filled={filled} aria-hidden="true" width={size} height={size}>
      {first ? <symbol id={iconSymbolId(name)} viewBox="0 0 24 24" dangerouslySetInnerHTML={{ __html: iconShapes(name) }} /> : null}
      <use href={`#${iconSymbolId(name)}`} />
    </Svg>
  );
}
