'use client';

import { useEffect, useRef } from 'react';

interface HeaderScrollSensorProps {
  threshold: number;
}

/**
 * Marks the enclosing <header> with data-scrolled="true" once the page is scrolled past
 * `threshold` pixels, and back (spec §4). It renders an empty hidden span so the header itself,
 * and all its styles, stay server-rendered; only this effect ships as JavaScript.
 */
export function HeaderScrollSensor({ threshold }: HeaderScrollSensorProps) {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const header = ref.current?.closest('header');
    if (!header) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      header.dataset.scrolled = window.scrollY > threshold ? 'true' : 'false';
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return <span ref={ref} hidden />;
}
