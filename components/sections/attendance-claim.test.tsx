import { render, screen } from '@testing-library/react';
import { HeroSection } from '@/components/sections/hero-section';
import { RegistrationSection } from '@/components/sections/registration-section';
import { HERO, REGISTER } from '@/content/home';
import { CLAIM_BASIS } from '@/content/site';
import { claimFigure } from '@/lib/claims';

/** Renders `ui` with the first jornada's attendance backed by `basis` (or not), then puts content/site.ts back. */
function renderWithBasis(ui: React.ReactElement, basis: string | null) {
  const original = CLAIM_BASIS.firstSessionAttendees;
  CLAIM_BASIS.firstSessionAttendees = basis;
  try {
    return render(ui);
  } finally {
    CLAIM_BASIS.firstSessionAttendees = original;
  }
}

describe.each([
  ['the hero', () => <HeroSection />, HERO.bannerText],
  ['the registration', () => <RegistrationSection form={<form />} />, REGISTER.proof.label],
])("%s: the first jornada's attendance", (_name, ui, backedText) => {
  it('is stated once the firm has backed it, with the way to the results', () => {
    const { container } = renderWithBasis(ui(), 'Espectadores únicos de la transmisión');
    expect(container).toHaveTextContent(backedText);
    expect(container).not.toHaveTextContent(HERO.bannerPending);
    expect(screen.getByRole('link', { name: HERO.bannerLink.label })).toHaveAttribute('href', HERO.bannerLink.href);
  });

  it('is not stated while it has no basis (a draft): the way to the results is asked instead', () => {
    const { container } = renderWithBasis(ui(), null);
    expect(container).toHaveTextContent(HERO.bannerPending);
    expect(container).not.toHaveTextContent(backedText);
    expect(container).not.toHaveTextContent(claimFigure('firstSessionAttendees'));
    expect(screen.getByRole('link', { name: HERO.bannerLink.label })).toHaveAttribute('href', HERO.bannerLink.href);
  });
});
