import styled from 'styled-components';
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
  svg {
    flex: none;
  }
`;

interface LivePlayerProps {
  embedUrl: string;
  title: string;
  soundNote: string;
}

/**
 * The live broadcast, mounted only from the start instant. Browsers autoplay only muted video,
 * so the embed starts muted and the note beside it says how to turn the sound on.
 */
export function LivePlayer({ embedUrl, title, soundNote }: LivePlayerProps) {
  return (
    <>
      <VideoFrame>
        <iframe
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </VideoFrame>
      <SoundNote>
        <Icon name="volume" size={20} />
        {soundNote}
      </SoundNote>
    </>
  );
}
