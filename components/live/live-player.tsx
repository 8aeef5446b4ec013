import styled from 'styled-components';
import { LiveEmbed } from '@/components/live/live-embed';
import { Icon } from '@/components/ui/icon';
import { VideoFrame } from '@/components/video/video-frame';
import { theme } from '@/lib/theme';

const SoundNote = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(4)};
  font-weight: 600;
  text-align: left;
  svg {
    flex: none;
  }
`;

interface LivePlayerProps {
  /** The slug of the jornada broadcast. */
  jornada: string;
  embedUrl: string;
  title: string;
  soundNote: string;
  /** The attributes of its jornada's variant (lib/build-season.ts variantOf). */
  variant?: Record<string, string>;
}

/**
 * The live broadcast: the reserved 16:9 frame, whose iframe appears only while the broadcast is on
 * (LiveEmbed). Browsers autoplay only muted video, so the embed starts muted and the note beside
 * it says how to turn the sound on.
 */
export function LivePlayer({ jornada, embedUrl, title, soundNote, variant }: LivePlayerProps) {
  return (
    <>
      <VideoFrame {...variant}>
        <LiveEmbed jornada={jornada} src={embedUrl} title={title} />
      </VideoFrame>
      <SoundNote {...variant}>
        <Icon name="volume" size={20} />
        {soundNote}
      </SoundNote>
    </>
  );
}
