'use client';

import { useContext } from 'react';
import { LivePhaseContext } from '@/components/live/live-phase-context';

interface LiveEmbedProps {
  src: string;
  title: string;
}

/**
 * The live broadcast's iframe, rendered only while the visitor's clock says the broadcast is on:
 * before the start nothing is requested from YouTube, and the exported HTML never holds it. It
 * fills the 16:9 frame its server parent reserves, so it appears without moving anything.
 */
export function LiveEmbed({ src, title }: LiveEmbedProps) {
  const phase = useContext(LivePhaseContext);
  if (phase !== 'live') return null;
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
