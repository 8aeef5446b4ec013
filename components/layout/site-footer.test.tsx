import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/site-footer';
import { FOOTER } from '@/content/footer';
import { HEADER_NAV } from '@/content/navigation';
import { LAST_ANNOUNCED } from '@/lib/build-season';
import { LEGAL_IDENTITY, SITE, SITE_PLACEHOLDERS } from '@/content/site';
import { recapJornadas, recapPath } from '@/lib/jornadas';

describe('SiteFooter', () => {
  const placeholderMarks = { ...SITE_PLACEHOLDERS };
  afterEach(() => {
    LEGAL_IDENTITY.legalName = '';
    LEGAL_IDENTITY.nit = '';
    Object.assign(SITE_PLACEHOLDERS, placeholderMarks);
  });

  it("links the site's other pages: the broadcast and every jornada's results", () => {
    render(<SiteFooter />);
    const sections = screen.getByRole('navigation', { name: FOOTER.sectionsHeading });
    // Its label until the last jornada ends, then the recording's: the page's phase shows one (lib/page-phase.ts).
    const live = within(sections).getByRole('link', { name: new RegExp(FOOTER.liveLink.label) });
    expect(live).toHaveAttribute('href', '/envivo/');
    expect(within(live).getByText(FOOTER.liveLink.label)).toHaveAttribute('data-show-in', 'upcoming live');
    expect(within(live).getByText(FOOTER.recordingLabel(LAST_ANNOUNCED.name))).toHaveAttribute('data-show-in', 'ended');
    // And 'Registro' becomes the waiting list the form then fills.
    const register = within(sections).getByRole('link', { name: /Registro/ });
    expect(register).toHaveAttribute('href', '/#register');
    expect(within(register).getByText(HEADER_NAV.waitlistLabel)).toHaveAttribute('data-show-in', 'ended');
    expect(recapJornadas().length).toBeGreaterThan(0);
    for (const jornada of recapJornadas()) {
      expect(within(sections).getByRole('link', { name: FOOTER.recapLabel(jornada.name) })).toHaveAttribute('href', recapPath(jornada));
    }
  });

  it('gives the contact details right after the firm, before its lists of links, in what is seen and what is read', () => {
    render(<SiteFooter />);
    const contact = screen.getByRole('heading', { name: FOOTER.contactHeading });
    for (const list of [screen.getByRole('navigation', { name: FOOTER.sectionsHeading }), screen.getByRole('heading', { name: FOOTER.socialHeading })]) {
      expect(contact.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('says the contact details are examples while one of them is, and no longer once all are real', () => {
    SITE_PLACEHOLDERS['contact.email'] = 'Correo de contacto';
    const { unmount } = render(<SiteFooter />);
    expect(screen.getByText(FOOTER.contactExamplesNote)).toBeInTheDocument();
    unmount();
    delete SITE_PLACEHOLDERS['contact.email'];
    delete SITE_PLACEHOLDERS['contact.phoneDisplay'];
    delete SITE_PLACEHOLDERS['contact.address'];
    render(<SiteFooter />);
    expect(screen.queryByText(FOOTER.contactExamplesNote)).not.toBeInTheDocument();
  });

  it('shows no legal name or NIT while the firm has not filled them in: the copyright names the trading name', () => {
    render(<SiteFooter />);
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/NIT/);
    expect(screen.getByText(FOOTER.copyright(new Date().getFullYear(), SITE.firmName))).toBeInTheDocument();
  });

  it("names the firm's legal name as the copyright's holder, and its NIT, once filled in content/site.ts", () => {
    LEGAL_IDENTITY.legalName = 'Asesoría en Insolvencia Colombia S.A.S.';
    LEGAL_IDENTITY.nit = '901.234.567-8';
    render(<SiteFooter />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Asesoría en Insolvencia Colombia S.A.S. Todos los derechos reservados.`)).toBeInTheDocument();
    expect(screen.getByText('NIT 901.234.567-8')).toBeInTheDocument();
  });

  it('shows the NIT alone when only it is filled', () => {
    LEGAL_IDENTITY.nit = '901.234.567-8';
    render(<SiteFooter />);
    expect(screen.getByText('NIT 901.234.567-8')).toBeInTheDocument();
  });
});
