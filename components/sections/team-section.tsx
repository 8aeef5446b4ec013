import styled from 'styled-components';
import { ClaimTiles } from '@/components/ui/claim-tiles';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { TEAM, type TeamMember } from '@/content/team';
import { theme } from '@/lib/theme';
import { EXAMPLE_NOTE, Footnote } from '@/components/ui/footnote';

const Members = styled.ul`
  display: grid;
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  /*
   * Phones too: one under the other (a sideways row hid two of three people: blind reviews 6, 7), as
   * one card with a row per person between hairlines, as the benefits are (three cards and their
   * gaps took a screen's third: issue 24).
   */
  @media not all and ${theme.media.md} {
    gap: 0;
    border: 1px solid ${theme.colors.borderSubtle};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.background};
    box-shadow: ${theme.shadows.card};
  }
  @media ${theme.media.lg} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${theme.space(6)};
  }
`;

/** Phone: portrait beside the name, a row of the list's card; tablet: a card each; desktop: portrait on top. */
const Member = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${theme.space(4)};
  row-gap: ${theme.space(3)};
  align-items: center;
  padding: ${theme.space(2.5)} ${theme.space(4)};
  &:not(:first-of-type) {
    border-top: 1px solid ${theme.colors.borderSubtle};
  }
  @media ${theme.media.md} {
    padding: ${theme.space(5)};
    border: 1px solid ${theme.colors.borderSubtle};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.background};
    box-shadow: ${theme.shadows.card};
  }
  h3 {
    font-size: ${theme.fontSizes.md};
  }
  p[data-role] {
    margin-top: ${theme.space(1)};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    color: ${theme.colors.textMuted};
  }
  p[data-card] {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  /*
   * Phones too, under the portrait and the name: what each does is what a visitor weighs before trusting the
   * firm, and the partner's role is said only there (blind design review 44, copy reviews 42 and 44; a
   * strip of names and roles took 270 px less).
   */
  p[data-text] {
    grid-column: 1 / -1;
    color: ${theme.colors.textMuted};
  }
  @media not all and ${theme.media.md} {
    row-gap: ${theme.space(2)};
    padding-block: ${theme.space(3)};
  }
  /*
   * Desktop: the portrait on top, then name, role, card line and profile, all from the card's left
   * edge as on a phone, each profile straight under its own role. Centred, with the profiles level
   * across the cards (a subgrid, blind review 23), a member with a card line left a blank band in
   * the others' (a blind design review).
   */
  @media ${theme.media.lg} {
    grid-template-columns: 1fr;
    align-content: start;
    align-items: start;
    padding: ${theme.space(8)} ${theme.space(6)};
  }
`;

/**
 * The portrait slot: the photo when there is one, else the initials as a flat monogram, white on the
 * brand's navy (pale, it read as a missing avatar: blind design review 44). A dark gradient with an
 * amber glow and ring read as a failed image (blind review 38).
 */
const Portrait = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  /* Phones: 48 px, beside the name in the list's rows. */
  @media not all and ${theme.media.md} {
    width: 48px;
    font-size: ${theme.fontSizes.md};
  }
  aspect-ratio: 1;
  border-radius: 50%;
  overflow: hidden;
  background: ${theme.colors.navy};
  color: ${theme.colors.textOnDark};
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
  letter-spacing: 0.04em;
  /* A real photo keeps its amber ring. */
  &:has(img) {
    box-shadow:
      0 0 0 3px ${theme.colors.background},
      0 0 0 5px ${theme.colors.accent};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* Desktop: a photo 128 px on top of the card; initials stay 64 px, not the card's largest thing (blind design review 43). */
  @media ${theme.media.lg} {
    width: 128px;
    font-size: ${theme.fontSizes.xl};
    &:not(:has(img)) {
      width: 64px;
      font-size: ${theme.fontSizes.lg};
    }
  }
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('es-CO'))
    .join('');

function MemberPortrait({ member }: { member: TeamMember }) {
  return (
    <Portrait aria-hidden={member.photo ? undefined : true}>
      {member.photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a static export serves public/ files as they are
        <img src={member.photo.src} width={member.photo.width} height={member.photo.height} alt={member.name} loading="lazy" decoding="async" />
      ) : (
        initials(member.name)
      )}
    </Portrait>
  );
}

export function TeamSection() {
  return (
    <Section id="team" aria-labelledby="team-title" $tone="surface">
      <Container>
        <SectionHeader id="team-title" eyebrow={TEAM.eyebrow} title={TEAM.title} lead={TEAM.lead} />
        <Members>
          {TEAM.members.map((member: TeamMember) => (
            <Member key={member.name}>
              <MemberPortrait member={member} />
              <div>
                <h3>{member.name}</h3>
                <p data-role="">{member.role}</p>
                {member.professionalCard?.trim() ? <p data-card="">{TEAM.professionalCard(member.professionalCard.trim())}</p> : null}
              </div>
              <p data-text="">{member.text}</p>
            </Member>
          ))}
        </Members>
        {TEAM.members.some((member: TeamMember) => member.placeholder) ? <Footnote {...EXAMPLE_NOTE}>{TEAM.examplesNote}</Footnote> : null}
        <ClaimTiles claims={TEAM.claims} />
      </Container>
    </Section>
  );
}
