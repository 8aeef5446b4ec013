import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { EXAMPLE_NOTE, exampleTag } from '@/components/ui/footnote';
import { ExternalLink } from '@/components/ui/external-link';
import { PhaseText } from '@/components/ui/phase-text';
import { FOOTER } from '@/content/footer';
import { FOOTER_ANCHORS, type NavLink } from '@/content/navigation';
import { LEGAL_IDENTITY, SITE, SITE_PLACEHOLDERS, nitLabel } from '@/content/site';
import { visuallyHiddenStyles } from '@/components/ui/visually-hidden';
import { Wordmark } from '@/components/ui/wordmark';
import { LAST_ANNOUNCED } from '@/lib/build-season';
import { recapJornadas, recapPath } from '@/lib/jornadas';
import { theme } from '@/lib/theme';

const Footer = styled.footer`
  background: ${theme.colors.navyDark};
  color: ${theme.colors.textOnDarkMuted};
  padding: ${theme.space(8)} 0 ${theme.space(6)};
  /*
   * Tap targets of 44 × 44 px, phones too (DESIGN.md), and the same space around a label on two
   * lines. Lists of links under their headings, so not underlined until pointed at or focused
   * (every link underlined in white outweighed the page above: blind review 11).
   */
  a {
    color: ${theme.colors.textOnDark};
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
    padding-block: 10px;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
  :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
  @media ${theme.media.md} {
    padding: ${theme.space(14)} 0 ${theme.space(8)};
  }
  h2 {
    color: ${theme.colors.textOnDark};
    font-size: ${theme.fontSizes.base};
    margin-bottom: ${theme.space(1)};
    @media ${theme.media.md} {
      margin-bottom: ${theme.space(3)};
    }
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/**
 * Phone: one column, each link list a few wrapping rows (eight links one under the other took a
 * screen); wide: four columns, the lists one link a line. The contact details right after the firm's
 * name, before the links: what a wary visitor scrolls down for (blind design review 44).
 */
const Columns = styled.div`
  display: grid;
  /* Twice a link row's own padding between groups, so each heading reads with its links (blind design review 43). */
  gap: ${theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  @media ${theme.media.md} {
    gap: ${theme.space(6)} ${theme.space(4)};
  }
  @media not all and ${theme.media.lg} {
    h2 + ul {
      display: flex;
      flex-wrap: wrap;
      column-gap: ${theme.space(5)};
    }
  }
  @media ${theme.media.lg} {
    grid-template-columns: 1.2fr 1.4fr 1.7fr 0.7fr;
    /* The page's own links in two short columns, not ten lines (blind review 7); a short list
       (/nuevavida's) stays one column, its long names unbroken (blind review 14). */
    nav h2 + ul:has(> li:nth-child(5)) {
      column-count: 2;
      column-gap: ${theme.space(6)};
      li {
        break-inside: avoid;
      }
    }
  }
`;

const BrandName = styled.p`
  /* The wordmark's name takes this colour. */
  color: ${theme.colors.textOnDark};
  margin-bottom: ${theme.space(2)};
  @media ${theme.media.md} {
    margin-bottom: ${theme.space(4)};
  }
  /* Phones: 40 px, a step above the header's 36. */
  svg,
  img {
    height: 40px;
    width: auto;
    @media ${theme.media.md} {
      height: 48px;
    }
  }
`;

/**
 * Phones: the values only (an e-mail address, a phone number and an address say what they are),
 * their labels for screen readers; wider: each label above its value.
 */
const Contact = styled.dl`
  margin: 0;
  dt {
    font-size: ${theme.fontSizes.sm};
    margin-top: ${theme.space(2)};
    @media not all and ${theme.media.md} {
      ${visuallyHiddenStyles}
    }
  }
  dd {
    margin: 0;
    color: ${theme.colors.textOnDark};
  }
  /*
   * An address on one line, not broken at its hyphen; on a screen too narrow for it (320 px with
   * wider text spacing: WCAG 1.4.12), broken rather than cut off.
   */
  a[href^='mailto:'] {
    white-space: nowrap;
    @media (max-width: 359.98px) {
      white-space: normal;
      overflow-wrap: anywhere;
    }
  }
  /*
   * The street address as far from its label as the links are (their padding makes 44 px targets: blind
   * review 27); under it, not text to tap, nothing to pad.
   */
  dd:last-child {
    padding-top: 10px;
  }
`;

const Bottom = styled.div`
  margin-top: ${theme.space(3)};
  padding-top: ${theme.space(3)};
  border-top: 1px solid ${theme.colors.navySoft};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(4)};
  @media ${theme.media.md} {
    margin-top: ${theme.space(8)};
    padding-top: ${theme.space(6)};
    row-gap: ${theme.space(4)};
  }
  justify-content: space-between;
  align-items: center;
  font-size: ${theme.fontSizes.sm};
  /* On a phone the two links take two rows; each link's own height spaces them. */
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${theme.space(5)};
  }
`;

interface SiteFooterProps {
  /** Replaces the anchors and firm links with a page's own list (used on /nuevavida). */
  links?: readonly NavLink[];
  linksHeading?: string;
}

/** Under the contact details while they are examples. */
const ContactNote = styled.p`
  margin-top: ${theme.space(3)};
  font-size: ${theme.fontSizes.sm};
  ${exampleTag}
`;

const CONTACT_MARKS = ['contact.email', 'contact.phoneDisplay', 'contact.address'] as const;

/**
 * Whether a contact detail is still an example (SITE_PLACEHOLDERS): then the footer says so, as the
 * team and the testimonials do. A production build refuses to run with it anyway.
 */
function contactIsExample(): boolean {
  return CONTACT_MARKS.some((mark) => SITE_PLACEHOLDERS[mark] !== undefined);
}

const BUILD_YEAR = new Date().getFullYear();

/** The copyright's holder (the legal name once filled, content/site.ts) and the NIT, if filled. */
function legalIdentity(): { holder: string; nit: string | null } {
  const nit = LEGAL_IDENTITY.nit.trim();
  return { holder: LEGAL_IDENTITY.legalName.trim() || SITE.firmName, nit: nit ? nitLabel(nit) : null };
}

export function SiteFooter({ links, linksHeading }: SiteFooterProps) {
  const identity = legalIdentity();
  // After the last jornada: /envivo shows its recording, and registering joins the waiting list.
  const anchors = FOOTER_ANCHORS.map(({ label, href, endedLabel }) => ({ href, label: endedLabel ? <PhaseText before={label} after={endedLabel} /> : label }));
  const sitePages: { label: React.ReactNode; href: string }[] = [
    { label: <PhaseText before={FOOTER.liveLink.label} after={FOOTER.recordingLabel(LAST_ANNOUNCED.name)} />, href: FOOTER.liveLink.href },
    ...recapJornadas().map((jornada) => ({ label: FOOTER.recapLabel(jornada.name), href: recapPath(jornada) })),
  ];
  return (
    <Footer>
      <Container>
        <Columns>
          <div>
            <BrandName>
              <Wordmark tone="dark" label={SITE.firmName} />
            </BrandName>
            <p>{FOOTER.tagline}</p>
          </div>
          <div>
            <h2>{FOOTER.contactHeading}</h2>
            <Contact>
              <dt>{FOOTER.emailLabel}</dt>
              <dd>
                <a href={`mailto:${SITE.contact.email}`}>{SITE.contact.email}</a>
              </dd>
              <dt>{FOOTER.phoneLabel}</dt>
              <dd>
                {/* Non-breaking spaces keep the number on one line. */}
                <a href={`tel:${SITE.contact.phoneTel}`}>{SITE.contact.phoneDisplay.replace(/ /g, '\u00a0')}</a>
              </dd>
              <dt>{FOOTER.addressLabel}</dt>
              <dd>{SITE.contact.address}</dd>
            </Contact>
            {contactIsExample() ? <ContactNote {...EXAMPLE_NOTE}>{FOOTER.contactExamplesNote}</ContactNote> : null}
          </div>
          {links ? (
            <nav aria-label={linksHeading ?? FOOTER.firmHeading}>
              <h2>{linksHeading ?? FOOTER.firmHeading}</h2>
              <ul>
                {links.map((link) => (
                  <li key={link.href}>
                    <ExternalLink href={link.href}>{link.label}</ExternalLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <nav aria-label={FOOTER.sectionsHeading}>
              <h2>{FOOTER.sectionsHeading}</h2>
              <ul>
                {[...anchors, ...sitePages].map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
                {FOOTER.firmLinks.map((link) => (
                  <li key={link.href}>
                    <ExternalLink href={link.href}>{link.label}</ExternalLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div>
            <h2>{FOOTER.socialHeading}</h2>
            <ul>
              {SITE.social.map((profile) => (
                <li key={profile.href}>
                  <ExternalLink href={profile.href}>{profile.name}</ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        </Columns>
        <Bottom>
          <div>
            <p>{FOOTER.copyright(BUILD_YEAR, identity.holder)}</p>
            {identity.nit ? <p>{identity.nit}</p> : null}
          </div>
          <ul>
            {FOOTER.legalLinks.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href}>{link.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </Bottom>
      </Container>
    </Footer>
  );
}
