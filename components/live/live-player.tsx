import styled from 'styled-components';
import { Icon } from '@/components/ui/icon';
import { theme } from '@/lib/theme';

/** 16:9 box, the same as the video facades, so the page keeps its shape when the player arrives. */
const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  width: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.navyDark};
  box-shadow: ${theme.shadows.card};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

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
      <Frame>
        <iframe
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </Frame>
      <SoundNote>
        <Icon name="volume" size={20} />
        {soundNote}
      </SoundNote>
    </>
  );
}
