import { render, screen } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/site-footer';
import { LEGAL_IDENTITY } from '@/content/site';

describe('SiteFooter', () => {
  afterEach(() => {
    LEGAL_IDENTITY.legalName = '';
    LEGAL_IDENTITY.nit = '';
  });

  it('shows no legal name or NIT while the firm has not filled them in', () => {
    render(<SiteFooter />);
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/NIT/);
  });

  it("shows the firm's legal name and NIT once filled in content/site.ts", () => {
    LEGAL_IDENTITY.legalName = 'Asesoría en Insolvencia Colombia S.A.S.';
    LEGAL_IDENTITY.nit = '901.234.567-8';
    render(<SiteFooter />);
    expect(screen.getByText('Asesoría en Insolvencia Colombia S.A.S. · NIT 901.234.567-8')).toBeInTheDocument();
  });

  it('shows the NIT alone when only it is filled', () => {
    LEGAL_IDENTITY.nit = '901.234.567-8';
    render(<SiteFooter />);
    expect(screen.getByText('NIT 901.234.567-8')).toBeInTheDocument();
  });
});
