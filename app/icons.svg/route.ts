import { iconSprite } from '@/components/ui/icon-sprite';

// Written once by `next build` as out/icons.svg (components/ui/icon.tsx says why a sprite).
export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSprite(), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
}
