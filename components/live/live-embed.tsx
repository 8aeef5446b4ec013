'use client';

import { useContext, useEffect, type ReactNode } from 'react';
import { LivePhaseContext } from '@/components/live/live-phase-context';
import { LIVE_HOLD_ATTRIBUTE } from '@/lib/page-phase';

interface LiveEmbedProps {
  /** The slug of the jornada this broadcast belongs to. */
  jornada: string;
  src: string;
  title: string;
  /** In the frame until the visitor's clock is known, and without JavaScript: a link to the broadcast on YouTube. */
  placeholder: ReactNode;
  /**
   * Under the iframe while it shows: what the frame reads until YouTube paints over it, or instead
   * of it when YouTube is slow or blocked (an empty grey box otherwise: blind review 38).
   */
  loading?: ReactNode;
}

/**
 * A jornada's live broadcast iframe, rendered only while the visitor's clock says it is on:
 * before the start nothing is requested from YouTube, and the exported HTML never holds it (it
 * holds a link to the broadcast on YouTube instead, so the frame is not empty without scripts).
 * It fills the 16:9 frame its server parent reserves, so it appears without moving anything.
 * While it shows, <html> names its jornada (LIVE_HOLD_ATTRIBUTE): the page keeps it live for a
 * while past the scheduled end, as jornadas run over (lib/page-phase.ts pageStateAt).
 */
export function LiveEmbed({ jornada, src, title, placeholder, loading }: LiveEmbedProps) {
  const stage = useContext(LivePhaseContext);
  const shown = stage?.jornada === jornada && stage.phase === 'live';
  useEffect(() => {
    if (!shown) return undefined;
    const root = document.documentElement;
    root.setAttribute(LIVE_HOLD_ATTRIBUTE, jornada);
    return () => root.removeAttribute(LIVE_HOLD_ATTRIBUTE);
  }, [shown, jornada]);

  return (
    <>
      {/* Hidden, not removed, once the clock is known: hydration leaves the exported elements in place. */}
      <span hidden={stage !== null}>{placeholder}</span>
      {/* (`allow` grants fullscreen; an `allowFullScreen` beside it only drew a console warning.) */}
      {shown ? loading : null}
      {shown ? (
        <iframe
          src={src}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : null}
    </>
  );
}
