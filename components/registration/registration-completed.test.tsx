import { render, screen } from '@testing-library/react';
import { RegistrationCompleted } from '@/components/registration/registration-completed';

const LINKS = { googleCalendar: 'https://calendar.google.com/x', ics: 'data:text/calendar,x', icsFileName: 'x.ics', whatsapp: 'https://wa.me/?text=x' };

describe('RegistrationCompleted', () => {
  it('shows the jornada in Colombia time and moves focus to its heading', () => {
    render(<RegistrationCompleted links={LINKS} timeZone="America/Bogota" />);
    expect(screen.getByRole('heading', { name: 'Registro completado' })).toHaveFocus();
    expect(screen.getByText('30 de septiembre de 2025')).toBeInTheDocument();
    expect(screen.getByText('7:00 PM a 9:00 PM (hora de Colombia)')).toBeInTheDocument();
    expect(screen.queryByText(/En tu hora local/)).not.toBeInTheDocument();
  });

  it('adds the same moment in the visitor’s own time zone when it reads differently', () => {
    render(<RegistrationCompleted links={LINKS} timeZone="Europe/Madrid" />);
    expect(screen.getByText('En tu hora local (Europe/Madrid): 1 de octubre de 2025, 2:00 AM a 4:00 AM')).toBeInTheDocument();
  });

  it('adds nothing for a zone with Colombia’s clock, or an unknown zone', () => {
    const { unmount } = render(<RegistrationCompleted links={LINKS} timeZone="America/Lima" />);
    expect(screen.queryByText(/En tu hora local/)).not.toBeInTheDocument();
    unmount();
    render(<RegistrationCompleted links={LINKS} timeZone="Marte/Olympus" />);
    expect(screen.queryByText(/En tu hora local/)).not.toBeInTheDocument();
  });
});
