import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button-link';
import { ExternalLink } from '@/components/ui/external-link';
import { VideoFacade } from '@/components/video/video-facade';
import { ENVIVO_WHATSAPP_MESSAGE, LIVE_STAGE } from '@/content/envivo';
import { EVENT } from '@/content/event';
import { SITE } from '@/content/site';
import { POSTERS } from '@/lib/images';
import { theme } from '@/lib/theme';
import { whatsappUrl } from '@/lib/whatsapp';

const NextSteps = styled.div`
  margin-top: ${theme.space(8)};
  text-align: center;
  h2 {
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin-top: ${theme.space(2)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(5)};
`;

/**
 * Whether the site is being built after the broadcast. Then every visitor opens /envivo on this
 * panel (the first-paint script shows it), so the recording's poster is the first screen's main
 * image and loads at once; built earlier, it stays lazy (hidden until the end).
 */
const BUILT_AFTER_THE_END = Date.now() >= Date.parse(EVENT.end);

/**
 * After the end (beyond the spec): the recording, behind a facade so it never plays by itself,
 * and the ways to continue with the firm.
 */
export function LiveEnded() {
  const { ended } = LIVE_STAGE;
  return (
    <>
      <h1>{ended.title}</h1>
      <p data-lead="">{ended.lead}</p>
      <VideoFacade videoId={SITE.youtube.liveVideoId} title={ended.recordingTitle} poster={POSTERS.live} priority={BUILT_AFTER_THE_END} />
      <NextSteps>
        <h2>{ended.nextStepsTitle}</h2>
        <p>{ended.nextStepsText}</p>
        <Actions>
          <ButtonLink as={ExternalLink} href={whatsappUrl(SITE.contact.whatsappNumber, ENVIVO_WHATSAPP_MESSAGE)}>
            {ended.whatsapp}
          </ButtonLink>
          <ButtonLink as={ExternalLink} href={SITE.bookingUrl} $variant="outline">
            {ended.booking}
          </ButtonLink>
        </Actions>
      </NextSteps>
    </>
  );
}
