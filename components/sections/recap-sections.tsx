import { Fragment } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { HeroBadge, HeroLead, HeroTitle, PageHero } from '@/components/ui/page-hero';
import { Icon } from '@/components/ui/icon';
import { KeepTogether, NoWrap } from '@/components/ui/no-wrap';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { ClaimedStats } from '@/components/ui/stat-list';
import { CallToActionSection } from '@/components/sections/call-to-action-section';
import type { JornadaStat } from '@/content/jornadas';
import type { recapTexts } from '@/content/recap';
import { variantOf } from '@/lib/build-season';
import { keepJornadaNamesWhole } from '@/lib/jornadas';
import { showIn } from '@/lib/page-phase';
import { theme } from '@/lib/theme';

type RecapTexts = ReturnType<typeof recapTexts>;

const Inner = styled.div`
  max-width: 800px;
  margin: 0 auto;
`;

const Action = styled.p`
  margin-top: ${theme.space(8)};
`;

/**
 * The way on: register for the page's jornada before it, watch it while it is on, else join the
 * waiting list.
 */
function NextAction({ texts }: { texts: RecapTexts }) {
  const { register, waitlist } = texts;
  if (register.length === 0) return <ButtonLink href={waitlist.cta.href}>{waitlist.cta.label}</ButtonLink>;
  return (
    <>
      {register.map((next) => (
        <Fragment key={next.jornada.slug}>
          <ButtonLink href={next.cta.href} {...variantOf(next.jornada, 'upcoming')}>
            {next.cta.label}
          </ButtonLink>
          <ButtonLink href={next.liveCta.href} {...variantOf(next.jornada, 'live')}>
            {next.liveCta.label}
          </ButtonLink>
        </Fragment>
      ))}
      <ButtonLink href={waitlist.cta.href} {...showIn('ended')}>
        {waitlist.cta.label}
      </ButtonLink>
    </>
  );
}

/** One text per later jornada until it ends (its title and lead their own while it is on), the waiting list's after; the page's shows. */
function NextText({ texts, part }: { texts: RecapTexts; part: 'eyebrow' | 'title' | 'lead' }) {
  const { register, waitlist } = texts;
  // In the title, a jornada's name stays on one line (lib/jornadas.ts).
  const text = (value: string) => (part === 'title' ? keepJornadaNamesWhole(value) : value);
  if (register.length === 0) return <KeepTogether text={text(waitlist[part])} />;
  return (
    <>
      {register.map((next) => (
        <Fragment key={next.jornada.slug}>
          <span {...variantOf(next.jornada, 'upcoming')}>
            <KeepTogether text={text(next[part])} />
          </span>
          <span {...variantOf(next.jornada, 'live')}>
            <KeepTogether text={text(next.live[part])} />
          </span>
        </Fragment>
      ))}
      <span {...showIn('ended')}>
        <KeepTogether text={text(waitlist[part])} />
      </span>
    </>
  );
}

/**
 * Centred under the centred title on two lines, with its icon in the first line's flow (beside
 * centred lines, a flex item stayed alone in the box's corner: blind review 11).
 */
/**
 * On a phone the date and the jornada are a line each, the dash between them heard but not shown
 * (at a line's end it read as a stray mark: blind reviews 13 to 15); wider, the spec's one line.
 */
const RecapBadge = styled(HeroBadge)`
  display: inline-block;
  > svg {
    display: inline-block;
    vertical-align: -0.15em;
    margin: 0 ${theme.space(2)} 0 0;
  }
  @media not all and ${theme.media.sm} {
    ${NoWrap} + ${NoWrap} {
      display: block;
    }
  }
`;

/** The recap's opening: the 'Completada' badge (spec §2 "/primera-jornada") and a link to register. */
export function RecapHeroSection({ texts }: { texts: RecapTexts }) {
  return (
    <PageHero $centered id="hero" aria-labelledby="recap-title">
      <Container>
        <Inner>
          <RecapBadge>
            <Icon name="award" size={16} />
            <span>
              <NoWrap>{texts.hero.badge[0]}</NoWrap> <NoWrap>{texts.hero.badge[1]}</NoWrap>
            </span>
          </RecapBadge>
          <HeroTitle id="recap-title">{keepJornadaNamesWhole(texts.hero.title)}</HeroTitle>
          <HeroLead>{texts.hero.lead}</HeroLead>
          <Action>
            <NextAction texts={texts} />
          </Action>
        </Inner>
      </Container>
    </PageHero>
  );
}

/** The headline figures (spec §2: 3.000+ connected, thousands of families, 98 % satisfaction). */
export function RecapStatsSection({ texts, stats }: { texts: RecapTexts; stats: readonly JornadaStat[] }) {
  return (
    <Section id="results" aria-labelledby="results-title" $tone="navy">
      <Container>
        <SectionHeader id="results-title" eyebrow={texts.stats.eyebrow} title={texts.stats.title} onDark />
        <ClaimedStats figures={stats} onDark />
      </Container>
    </Section>
  );
}

/** Register for the next jornada on / (spec §2), or the waiting list once it has ended; white after the grey testimonials. */
export function RecapNextSection({ texts }: { texts: RecapTexts }) {
  return (
    <CallToActionSection
      id="next-session"
      tone="light"
      eyebrow={<NextText texts={texts} part="eyebrow" />}
      title={<NextText texts={texts} part="title" />}
      lead={<NextText texts={texts} part="lead" />}
    >
      <NextAction texts={texts} />
    </CallToActionSection>
  );
}
