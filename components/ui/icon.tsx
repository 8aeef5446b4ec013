import styled from 'styled-components';
import type { IconName } from '@/content/home';
import { ICON_SPRITE_PATH } from './icon-sprite';

const Svg = styled.svg<{ $filled: boolean }>`
  flex-shrink: 0;
  fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')};
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/**
 * A decorative icon: a `<use>` of its symbol in the site's icon sprite (app/icons.svg/route.ts).
 * Drawn inline, each icon cost ~1 KB of the page, half in the HTML and half in its RSC payload; a
 * reference costs ~0.15 KB, and the sprite is one small file fetched once (README "Benchmark").
 */
export function Icon({ name, size = 24, filled = false }: { name: IconName; size?: number; filled?: boolean }) {
  return (
    <Svg $filled={filled} aria-hidden="true" width={size} height={size}>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </Svg>
  );
}
