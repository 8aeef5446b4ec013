import { render, screen, within } from '@testing-library/react';
import { TeamSection } from '@/components/sections/team-section';
import { CLAIM_BASIS, CLAIM_TEXTS, type ClaimKey } from '@/content/site';
import { TEAM, type TeamMember } from '@/content/team';

const members = TEAM.members as TeamMember[];

describe('TeamSection', () => {
  afterEach(() => {
    delete members[0]!.photo;
    delete members[0]!.professionalCard;
    CLAIM_BASIS.clientsServed = null;
  });

  it('shows every person with their role, and their initials until there is a photo', () => {
    render(<TeamSection />);
    const cards = within(screen.getByRole('region', { name: TEAM.title })).getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(cards).toHaveLength(members.length);
    members.forEach((member, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { name: member.name })).toBeInTheDocument();
      expect(card).toHaveTextContent(member.role);
      const initials = member.name.split(' ').slice(0, 2).map((word) => word[0]).join('');
      expect(card).toHaveTextContent(new RegExp(`^${initials}`));
    });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the photo, named after the person, once content has one', () => {
    members[0]!.photo = { src: '/equipo/director.webp', width: 480, height: 480 };
    render(<TeamSection />);
    expect(screen.getByRole('img', { name: members[0]!.name })).toHaveAttribute('src', '/equipo/director.webp');
  });

  it("shows a lawyer's professional card number once filled, and nothing in its place before", () => {
    render(<TeamSection />);
    expect(screen.queryByText(/Tarjeta profesional/)).not.toBeInTheDocument();
    members[0]!.professionalCard = '123.456';
    render(<TeamSection />);
    const card = screen.getAllByRole('heading', { name: members[0]!.name }).at(-1)!.closest('li')!;
    expect(within(card).getByText('Tarjeta profesional de abogado n.º 123.456')).toBeInTheDocument();
  });

  it('says the profiles are examples while any is, and nothing once every one is real', () => {
    const flags = members.map((member) => member.placeholder);
    try {
      render(<TeamSection />);
      expect(screen.getByText(TEAM.examplesNote)).toBeInTheDocument();
      members.slice(1).forEach((member) => delete member.placeholder);
      const { container } = render(<TeamSection />);
      expect(within(container).getByText(TEAM.examplesNote)).toBeInTheDocument();
      delete members[0]!.placeholder;
      const { container: real } = render(<TeamSection />);
      expect(within(real).queryByText(TEAM.examplesNote)).not.toBeInTheDocument();
    } finally {
      members.forEach((member, index) => (member.placeholder = flags[index]));
    }
  });

  /** Renders the section with each claim it shows given `basis` (whatever content/site.ts holds). */
  function renderWithBasis(basis: (claim: ClaimKey) => string | null) {
    const original = { ...CLAIM_BASIS };
    for (const { claim } of TEAM.claims) CLAIM_BASIS[claim] = basis(claim);
    try {
      render(<TeamSection />);
    } finally {
      Object.assign(CLAIM_BASIS, original);
    }
  }

  it('prints no basis while the firm has not supplied one, and says it will', () => {
    renderWithBasis(() => null);
    expect(screen.queryByText(/Fuentes?:/)).not.toBeInTheDocument();
    expect(screen.getByText(CLAIM_TEXTS.pendingNote)).toBeInTheDocument();
  });

  it('drops that note once every claim shown has its basis', () => {
    renderWithBasis((claim) => `Fuente de ${claim}`);
    expect(screen.queryByText(CLAIM_TEXTS.pendingNote)).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Fuente de /)).toHaveLength(TEAM.claims.length);
  });

  it('prints the basis of a claim under the figures once the firm supplies it, marked as its figure', () => {
    CLAIM_BASIS.clientsServed = 'Contratos firmados hasta agosto de 2025';
    render(<TeamSection />);
    const source = screen.getByText('Contratos firmados hasta agosto de 2025');
    expect(source.closest('div')).toHaveTextContent(/^Fuente: 1Contratos firmados hasta agosto de 2025$/);
    const marked = [...document.querySelectorAll('dt')].filter((term) => term.querySelector('sup'));
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent(TEAM.claims.find((claim) => claim.claim === 'clientsServed')!.label);
  });
});
