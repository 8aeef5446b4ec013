'use client';

import { useEffect } from 'react';

/**
 * Logs the unknown path (spec §2 "404 page"). The 404 page is prerendered once, as out/404.html,
 * and served for every unknown path, so the path is read only after mount: rendering it would
 * differ from the prerendered HTML (React hydration error #418). A warning, not an error: an
 * unknown path is the visitor's mistake, not the site's.
 */
export function NotFoundLogger({ message }: { message: string }) {
  useEffect(() => {
    console.warn(message, window.location.pathname);
  }, [message]);
  return null;
}
