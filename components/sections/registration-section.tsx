import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { visuallyHiddenStyles } from '@/components/ui/visually-hidden';
import { FactList } from '@/components/ui/fact-list';
import { PhaseText } from '@/components/ui/phase-text';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { JORNADA_SERIES } from '@/content/jornadas';
import { HERO, REGISTER } from '@/content/home';
import { LAST_ANNOUNCED, SEASON, variantOf } from '@/lib/build-season';
import { claimBasis, claimFigure } from '@/lib/claims';
import { jornadaDates } from '@/lib/jornadas';
import { showIn } from '@/lib/page-phase';
import { theme } from '@/lib/theme';

/**
 * Phones and tablets: the heading (free, with the date and time), the mode and cost (DESIGN.md's trust
 * signals close to the form: blind design reviews 43 and 44), the form, then who the jornadas are for
 * and who came to the first: before the form those were 420 px of what the hero had said (blind
 * reviews 41 and 42). The facts are shown before the form, not read before it: they hold nothing to
 * focus, and a screen reader hears heading, form, facts, as on wide screens. Wide screens: the
 * heading and the facts left, the form right, in the order a screen reader hears them: heading, form, facts.
 */
const Layout = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  align-items: start;
  @media ${theme.media.md} {
    gap: ${theme.space(8)};
  }
  /* The facts' lists (a div per phase) up between the heading and the form; the note and the figure (paragraphs) stay under it. */
  @media not all and ${theme.media.lg} {
    > :last-child {
      display: contents;
    }
    > :first-child,
    > :last-child > div {
      order: -1;
    }
  }
  @media ${theme.media.lg} {
    grid-template-columns: 1fr 1.2fr;
    grid-template-rows: auto 1fr;
    grid-template-areas: 'heading form' 'facts form';
    > :first-child {
      grid-area: heading;
    }
    > :nth-child(2) {
      grid-area: form;
    }
    > :last-child {
      grid-area: facts;
      /* The facts stay in view beside the (much taller) form. */
      position: sticky;
      top: calc(${theme.headerHeight} + ${theme.space(6)});
    }
  }
  /*
   * Once registered, 'Regístrate gratis' and its lead are stale, the live button repeats the panel's
   * and the facts repeat its date (or, while live, promise a link to come): the panel alone, in
   * the middle (blind reviews 6 and 7). The heading stays for screen readers.
   */
  &:has([data-completed]) {
    > :first-child {
      /* Out of the grid: its area is not in the one-column template below. */
      position: absolute;
      > header {
        ${visuallyHiddenStyles}
      }
      > p {
        display: none;
      }
    }
    > :last-child {
      display: none;
    }
    @media ${theme.media.lg} {
      grid-template-columns: minmax(0, 40rem);
      grid-template-rows: auto;
      grid-template-areas: 'form';
      justify-content: center;
    }
  }
`;

/** The section's heading, at the start of its column on wide screens. */
const Heading = styled.div`
  > header {
    margin-bottom: 0;
  }
  @media ${theme.media.lg} {
    > header {
      text-align: start;
    }
    > p {
      justify-content: flex-start;
    }
  }
`;

/** Phones and tablets: the date and time in the heading (the facts under it give mode and cost); wide screens: in the facts. */
const When = styled.strong`
  display: block;
  color: ${theme.colors.textOnDark};
  > span {
    display: inline-block;
  }
  @media ${theme.media.lg} {
    display: none;
  }
`;

const Note = styled.p`
  margin-top: ${theme.space(3)};
  @media ${theme.media.md} {
    margin-top: ${theme.space(6)};
  }
  color: ${theme.colors.textOnDarkMuted};
`;

/** Who came to the first jornada (see REGISTER.proof): a figure in the accent over what it counts. */
const Proof = styled.p`
  display: grid;
  justify-items: start;
  gap: ${theme.space(1)};
  margin-top: ${theme.space(6)};
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colors.navySoft};
  color: ${theme.colors.textOnDarkMuted};
  @media ${theme.media.lg} {
    margin-top: ${theme.space(8)};
    padding-top: ${theme.space(6)};
  }
  strong {
    font-size: ${theme.fontSizes.xxl};
    line-height: ${theme.lineHeights.heading};
    color: ${theme.colors.accent};
  }
  /* A link on its own line: 44 px high to tap on a phone (DESIGN.md). */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    color: ${theme.colors.textOnDark};
  }
`;

const FormPanel = styled.div`
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  border-radius: ${theme.radii.lg};
  padding: ${theme.space(4)};
  box-shadow: ${theme.shadows.card};
  @media ${theme.media.md} {
    padding: ${theme.space(8)};
  }
  /*
   * The form's heading is for screen readers: on screen it repeated the section's title (and
   * wrapped in two after the last jornada: blind review 7); once registered, the panel's says so.
   */
  > h3 {
    ${visuallyHiddenStyles}
  }
  a {
    color: ${theme.colors.navy};
  }
`;

/** During the session, under the heading: the broadcast as the section's main button. */
const LiveAction = styled.p<{ $variant?: ButtonVariant }>`
  display: flex;
  justify-content: center;
  margin: ${theme.space(6)} 0 0;
  a {
    ${buttonStyles}
  }
`;

interface RegistrationSectionProps {
  /** The registration form island. */
  form: React.ReactNode;
}

/**
 * Registration for the page's jornada until it ends (spec §2 texts), the broadcast first while it
 * is on; after the last announced one, the same form fills the waiting list for the next one, with
 * no date and no 'cupos limitados'. One variant per jornada of the season (lib/build-season.ts).
 */
export function RegistrationSection({ form }: RegistrationSectionProps) {
  const { details, waitlist } = REGISTER;
  const last = LAST_ANNOUNCED;
  return (
    <Section id="register" aria-labelledby="register-title" $tone="navy">
      <Container>
        <Layout>
          <Heading>
            <SectionHeader
              id="register-title"
              eyebrow={<PhaseText before={REGISTER.eyebrow} live={REGISTER.live.eyebrow} after={waitlist.eyebrow} />}
              title={<PhaseText before={REGISTER.title} live={REGISTER.live.title} after={waitlist.title} />}
              lead={
                <PhaseText
                  before={SEASON.map((jornada) => {
                    const { dayAndDate, timeRange } = jornadaDates(jornada);
                    const [date, time] = REGISTER.when(dayAndDate, timeRange);
                    return (
                      <When key={jornada.slug} {...variantOf(jornada)}>
                        <span>{date}</span> <span>{time}</span>
                      </When>
                    );
                  })}
                  live={REGISTER.live.lead}
                  after={waitlist.lead(last.name, jornadaDates(last).longDate)}
                />
              }
              onDark
            />
            {/* During the session: the broadcast first (the same action as the header and the hero). */}
            <LiveAction {...showIn('live')}>
              <a href={REGISTER.live.cta.href}>{REGISTER.live.cta.label}</a>
            </LiveAction>
          </Heading>
          <FormPanel>
            <h3>
              <PhaseText before={REGISTER.formHeading} after={waitlist.formHeading} />
            </h3>
            {form}
          </FormPanel>
          <div>
            {SEASON.map((jornada) => {
              const dates = jornadaDates(jornada);
              return (
                <div key={jornada.slug} {...variantOf(jornada, 'upcoming')}>
                  <FactList
                    onDark
                    facts={[
                      { icon: 'calendar', label: details.dateLabel, values: [dates.dayAndDate], wideOnly: true },
                      { icon: 'clock', label: details.timeLabel, values: [`${dates.timeRange} (${JORNADA_SERIES.timeZoneLabel})`], wideOnly: true },
                      { icon: 'video', label: details.modeLabel, values: [details.modeValue] },
                      { icon: 'circle-check', label: details.costLabel, values: [details.costValue, details.costNote] },
                    ]}
                  />
                </div>
              );
            })}
            {/* While live ('se enviará el enlace', 'cupos limitados' no longer hold) and after the last. */}
            <div {...showIn('live', 'ended')}>
              <FactList
                onDark
                facts={[
                  { icon: 'video', label: details.modeLabel, values: [waitlist.modeValue] },
                  { icon: 'circle-check', label: details.costLabel, values: [details.costValue, waitlist.costNote] },
                ]}
              />
            </div>
            <Note>{REGISTER.audienceNote}</Note>
            <Proof>
              {/* The figure once the firm has backed it; a draft asks the way to the results instead (HERO.bannerPending). */}
              {claimBasis('firstSessionAttendees') ? (
                <>
                  <strong>{claimFigure('firstSessionAttendees')}</strong>
                  <span>{REGISTER.proof.label}</span>
                </>
              ) : (
                <span>{HERO.bannerPending}</span>
              )}
              <a href={REGISTER.proof.link.href}>{REGISTER.proof.link.label}</a>
            </Proof>
          </div>
        </Layout>
      </Container>
    </Section>
  );
}
