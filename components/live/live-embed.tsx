'use client';

import { useContext } from 'react';
import { LivePhaseContext } from '@/components/live/live-phase-context';

interface LiveEmbedProps {
  /** The slug of the jornada this broadcast belongs to. */
  jornada: string;
  src: string;
  title: string;
}

/**
 * A jornada's live broadcast iframe, rendered only while the visitor's clock says it is on:
 * before the start nothing is requested from YouTube, and the exported HTML never holds it. It
 * fills the 16:9 frame its server parent reserves, so it appears without moving anything.
 */
export function LiveEmbed({ jornada, src, title }: LiveEmbedProps) {
  const stage = useContext(LivePhaseContext);
  if (stage?.jornada !== jornada || stage.phase !== 'live') return null;
  return (
    <iframe
      src={src}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
