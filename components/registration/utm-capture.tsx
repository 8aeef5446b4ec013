'use client';

import { useEffect } from 'react';
import { browserStorage, captureUtm } from '@/lib/registration/storage';

/**
 * Remembers the UTM parameters of the visit's first page, whatever page that is, so a
 * registration made later on / carries the campaign that brought the visitor (spec §7 payload).
 * Mounted once in the root layout; renders nothing.
 */
export function UtmCapture() {
  useEffect(() => {
    captureUtm(window.location.search, browserStorage('sessionStorage'));
  }, []);
  return null;
}
