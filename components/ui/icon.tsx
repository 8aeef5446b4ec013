import styled from 'styled-components';
import type { IconName } from '@/content/home';
import { iconSymbolId, iconSymbols } from './icon-sprite';

const Svg = styled.svg<{ $filled: boolean }>`
  flex-shrink: 0;
  fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')};
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/**
 * A decorative icon: a `<use>` of its symbol in the page's IconSprite. Drawn inline, each icon
 * cost ~1 KB of the page; a reference costs ~0.1 KB and each symbol is in the page once. The
 * sprite is in the page, not a file: a `<use>` of another file is one more request before the
 * first paint, and Chromium paints the page half-parsed while it waits (README "Benchmark").
 */
export function Icon({ name, size = 24, filled = false }: { name: IconName; size?: number; filled?: boolean }) {
  return (
    <Svg $filled={filled} aria-hidden="true" width={size} height={size}>
      <use href={`#${iconSymbolId(name)}`} />
    </Svg>
  );
}

/**
 * Every icon's symbol, once per page, at the start of <body> (app/layout.tsx): in the root layout,
 * so pages reached by client navigation find their icons too. One string, not elements: the RSC
 * payload carries it once.
 */
export function IconSprite() {
  return <svg aria-hidden="true" focusable="false" style={{ display: 'none' }} dangerouslySetInnerHTML={{ __html: iconSymbols() }} />;
}
