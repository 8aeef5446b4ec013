'use client';

import { useEffect } from 'react';
import { warmWebFont } from '@/lib/web-font';

/** After hydration (so after the first paint), fetches the site's font for later visits (lib/web-font.ts). */
export function WebFontWarmup() {
  useEffect(() => {
    void warmWebFont();
  }, []);
  return null;
}
