import styled from 'styled-components';
import { ButtonLink, ButtonRow, buttonColors } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { heroBackdrop } from '@/components/ui/page-hero';
import { NOT_FOUND } from '@/content/not-found';
import { JORNADA_PHASES } from '@/lib/jornadas';
import { PHASE_ATTRIBUTE, showIn } from '@/lib/page-phase';
import { theme } from '@/lib/theme';

/**
 * Top-aligned, not centred in the panel: if the text rewraps when the web font arrives, a centred
 * block would move as a whole (CLS 0.011 in one of five `npm run bench` runs).
 */
const Panel = styled.section`
  min-height: 70vh;
  padding: calc(${theme.headerHeight} + ${theme.space(12)}) 0 ${theme.space(16)};
  ${heroBackdrop}
  text-align: center;
`;

const Code = styled.p`
  font-size: ${theme.fontSizes.display};
  font-weight: 800;
  line-height: 1;
  color: ${theme.colors.textMuted};
`;

const Title = styled.h1`
  margin-top: ${theme.space(4)};
  font-size: ${theme.fontSizes.xl};
  @media ${theme.media.md} {
    font-size: ${theme.fontSizes.xxl};
  }
`;

const Text = styled.p`
  margin: ${theme.space(4)} auto ${theme.space(8)};
  max-width: 520px;
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.textMuted};
`;

/**
 * While the session is live, joining it comes first, filled, and the way home is the outline
 * (blind review 11); otherwise the way home leads.
 */
const Actions = styled(ButtonRow)`
  html[${PHASE_ATTRIBUTE}='live'] && > [data-home] {
    ${buttonColors('outline')}
  }
  /* Phones: one under the other at one width, in every phase (side by side in one, two widths in the others: blind review 35). */
  @media not all and ${theme.media.sm} {
    flex-direction: column;
    max-width: 22rem;
    margin-inline: auto;
  }
`;

export function NotFoundSection() {
  return (
    <Panel aria-labelledby="not-found-title">
      <Container>
        <Code aria-hidden="true">{NOT_FOUND.code}</Code>
        <Title id="not-found-title">{NOT_FOUND.title}</Title>
        <Text>{NOT_FOUND.text}</Text>
        <Actions>
          {/* While live the broadcast's link comes first in the markup too (the tab order). */}
          <ButtonLink href={NOT_FOUND.phaseLinks.live.href} {...showIn('live')}>
            {NOT_FOUND.phaseLinks.live.label}
          </ButtonLink>
          <ButtonLink href={NOT_FOUND.homeLink.href} data-home="">
            {NOT_FOUND.homeLink.label}
          </ButtonLink>
          {JORNADA_PHASES.filter((phase) => phase !== 'live').map((phase) => (
            <ButtonLink key={phase} href={NOT_FOUND.phaseLinks[phase].href} $variant="outline" {...showIn(phase)}>
              {NOT_FOUND.phaseLinks[phase].label}
            </ButtonLink>
          ))}
        </Actions>
      </Container>
    </Panel>
  );
}
