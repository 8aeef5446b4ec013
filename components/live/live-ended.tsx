import styled from 'styled-components';
import { ButtonLink, equalButtonsStyles } from '@/components/ui/button-link';
import { ExternalLink } from '@/components/ui/external-link';
import { VideoFacade } from '@/components/video/video-facade';
import { envivoWhatsappMessage, LIVE_STAGE } from '@/content/envivo';
import type { Jornada } from '@/content/jornadas';
import { SITE } from '@/content/site';
import { isBuildVariant } from '@/lib/build-season';
import { jornadaPoster } from '@/lib/images';
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
  ${equalButtonsStyles('13rem')}
  width: min(100%, 32rem);
  margin: ${theme.space(5)} auto 0;
`;

/**
 * After the end of the last announced jornada (beyond the spec): its recording, behind a facade so it never plays by itself,
 * and the ways to continue with the firm.
 */
export function LiveEnded({ jornada }: { jornada: Jornada }) {
  const { ended } = LIVE_STAGE;
  return (
    <>
      <h1>{ended.title}</h1>
      {/* Until the firm publishes the recording, the lead says so: no 'here it is' above nothing. */}
      <p data-lead="">{jornada.videos.recording ? ended.lead : ended.noRecording}</p>
      {/* Built after the end, every visitor opens /envivo on this panel: its poster loads at once. */}
      {jornada.videos.recording ? (
        <VideoFacade
          videoId={jornada.videos.recording}
          title={ended.recordingTitle(jornada.name)}
          poster={jornadaPoster(jornada, 'grabacion')}
          posterLoading={isBuildVariant(jornada, 'ended') ? 'eager' : 'lazy'}
          watchLink
        />
      ) : null}
      <NextSteps>
        <h2>{ended.nextStepsTitle}</h2>
        <p>{ended.nextStepsText}</p>
        {/* Both outlined: the page's one filled action is the header's waiting list (blind review 14). */}
        <Actions>
          <ButtonLink as={ExternalLink} href={whatsappUrl(SITE.contact.whatsappNumber, envivoWhatsappMessage(jornada.name))} $variant="outline">
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
