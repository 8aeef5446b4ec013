import { render, screen } from '@testing-library/react';
import { COMPLETED_HELP, completedDetails } from '@/components/registration/completed-fixtures';
import { RegistrationCompleted } from '@/components/registration/registration-completed';
import { formatLongDate, formatTimeRange, formatWeekday } from '@/lib/dates';
import { jornadaDates } from '@/lib/jornadas';

/** A jornada of the tests' own (nothing here depends on content/jornadas.ts). */
const PAGE_JORNADA = { slug: 'tercera-jornada', start: '2031-03-05T19:00:00-05:00', end: '2031-03-05T21:00:00-05:00' };
const DATES = jornadaDates(PAGE_JORNADA);
const DETAILS = completedDetails(PAGE_JORNADA);

describe('RegistrationCompleted', () => {
  it('shows the jornada in Colombia time and moves focus to its heading', () => {
    render(<RegistrationCompleted details={DETAILS} help={COMPLETED_HELP} phase="upcoming" timeZone="America/Bogota" />);
    expect(screen.getByRole('heading', { name: 'Registro completado' })).toHaveFocus();
    expect(screen.getByText(DATES.dayAndDate)).toBeInTheDocument();
    expect(screen.getByText(`${DATES.timeRange} (hora de Colombia)`)).toBeInTheDocument();
    expect(screen.queryByText(/En tu hora local/)).not.toBeInTheDocument();
    // If the link never arrives, the broadcast's page works that day anyway.
    expect(screen.getByRole('link', { name: 'la página de la transmisión' })).toHaveAttribute('href', '/envivo/');
  });

  it('says to look in spam when the firm sends the link by e-mail, and only then', () => {
    const leadFor = (linkDelivery: string) => {
      let lead = '';
      jest.isolateModules(() => {
        (jest.requireActual('@/content/site') as { SITE: { linkDelivery: string } }).SITE.linkDelivery = linkDelivery;
        lead = (jest.requireActual('@/content/registration') as { REGISTRATION_COMPLETED: { lead: string } }).REGISTRATION_COMPLETED.lead;
      });
      return lead;
    };
    expect(leadFor('a tu correo electrónico antes de la jornada')).toBe(
      'Te enviaremos el enlace de acceso a tu correo electrónico antes de la jornada (si no lo ves, revisa también la carpeta de correo no deseado o spam). Guarda la fecha:',
    );
    expect(leadFor('por WhatsApp el día de la jornada')).toBe('Te enviaremos el enlace de acceso por WhatsApp el día de la jornada. Guarda la fecha:');
  });

  it('adds the same moment in the visitor’s own time zone when it reads differently', () => {
    render(<RegistrationCompleted details={DETAILS} help={COMPLETED_HELP} phase="upcoming" timeZone="Europe/Madrid" />);
    const date = formatLongDate(PAGE_JORNADA.start, 'Europe/Madrid');
    const time = formatTimeRange(PAGE_JORNADA.start, PAGE_JORNADA.end, 'Europe/Madrid');
    expect(`${date}, ${time}`).not.toBe(`${DATES.longDate}, ${DATES.timeRange}`);
    expect(screen.getByText(`En tu hora local (Madrid): ${formatWeekday(PAGE_JORNADA.start, 'Europe/Madrid')} ${date}, ${time}`)).toBeInTheDocument();
  });

  it('adds nothing for a zone with Colombia’s clock, or an unknown zone', () => {
    const { unmount } = render(<RegistrationCompleted details={DETAILS} help={COMPLETED_HELP} phase="upcoming" timeZone="America/Lima" />);
    expect(screen.queryByText(/En tu hora local/)).not.toBeInTheDocument();
    unmount();
    render(<RegistrationCompleted details={DETAILS} help={COMPLETED_HELP} phase="upcoming" timeZone="Marte/Olympus" />);
    expect(screen.queryByText(/En tu hora local/)).not.toBeInTheDocument();
  });

  it('during it: the live page first, its date and hours still (spec §4), its calendar no longer', () => {
    render(<RegistrationCompleted details={DETAILS} help={COMPLETED_HELP} phase="live" timeZone="Europe/Madrid" />);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Ver la transmisión en vivo');
    expect(links[0]).toHaveAttribute('href', '/envivo/');
    expect(screen.getByText(/La jornada ya comenzó/)).toBeInTheDocument();
    expect(screen.getByText(DATES.dayAndDate)).toBeInTheDocument();
    expect(screen.getByText(`${DATES.timeRange} (hora de Colombia)`)).toBeInTheDocument();
    expect(screen.queryByText(/Te enviaremos el enlace/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Calendar/ })).not.toBeInTheDocument();
    // Someone close can join while it is on.
    expect(screen.getByRole('link', { name: /^Invitar por WhatsApp/ })).toHaveAttribute('href', DETAILS.whatsapp);
    expect(links.at(-1)).toHaveAccessibleName('Volver al inicio');
  });

  // Which control the styles make the amber button (registration-completed.css.ts; e2e/registration.spec.ts checks the colours).
  const primaryOf = (container: HTMLElement) => [...container.querySelectorAll('[data-primary] a, a[data-button]:not([data-back])')].map((link) => link.textContent);

  it('before it: Google Calendar the one primary, the .ics file an outline beside it; the other ways on links, going back a quiet outline', () => {
    const { container } = render(<RegistrationCompleted details={DETAILS} help={COMPLETED_HELP} phase="upcoming" timeZone="America/Bogota" />);
    expect(primaryOf(container)).toEqual([expect.stringMatching(/^Google Calendar/)]);
    expect([...container.querySelectorAll('[data-secondary] a')].map((link) => link.textContent)).toEqual([expect.stringMatching(/^Apple, Outlook u otro$/)]);
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('data-back');
  });

  it('during it: the broadcast the one primary', () => {
    const { container } = render(<RegistrationCompleted details={DETAILS} help={COMPLETED_HELP} phase="live" timeZone="America/Bogota" />);
    expect(primaryOf(container)).toEqual(['Ver la transmisión en vivo']);
  });

  it.each(['upcoming', 'live', 'ended'] as const)('%s: a person to ask, on WhatsApp or at the booking page, before going back home', (phase) => {
    render(<RegistrationCompleted details={DETAILS} help={COMPLETED_HELP} phase={phase} timeZone="America/Bogota" />);
    expect(screen.getByText('¿Tienes dudas sobre tu caso?')).toBeInTheDocument();
    const whatsapp = screen.getByRole('link', { name: /^Escribir por WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', COMPLETED_HELP.whatsapp);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /^Agendar una cita/ })).toHaveAttribute('href', COMPLETED_HELP.booking);
    expect(screen.getAllByRole('link').at(-1)).toHaveAccessibleName('Volver al inicio');
  });

  it('after the end of the jornada it was made for: that it ended, and its recording; no waiting list, no calendar', () => {
    render(<RegistrationCompleted details={DETAILS} help={COMPLETED_HELP} phase="ended" waitlist={false} timeZone="America/Bogota" />);
    expect(screen.getByText(/^La jornada ya terminó/)).toBeInTheDocument();
    expect(screen.queryByText(/te avisaremos la fecha de la próxima jornada/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Calendar|Apple, Outlook u otro|Invitar por WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')[0]).toHaveAccessibleName(`Ver la grabación de la ${DETAILS.name}`);
  });

  it('after the end: the waiting list, no date, no local time and no calendar', () => {
    render(<RegistrationCompleted details={DETAILS} help={COMPLETED_HELP} phase="ended" timeZone="Europe/Madrid" />);
    expect(screen.getByRole('heading', { name: 'Registro completado' })).toHaveFocus();
    expect(screen.getByText(/te avisaremos la fecha de la próxima jornada/)).toBeInTheDocument();
    expect(screen.queryByText(DATES.dayAndDate)).not.toBeInTheDocument();
    expect(screen.queryByText(/En tu hora local/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Calendar|Apple, Outlook u otro|Invitar por WhatsApp/ })).not.toBeInTheDocument();
    // Meanwhile, the jornada that ended: its recording is the panel's first way on.
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName(`Ver la grabación de la ${DETAILS.name}`);
    expect(links[0]).toHaveAttribute('href', '/envivo/');
  });
});
