import type { Jornada } from '@/content/jornadas';
import { SITE } from '@/content/site';
import { SITE_URL } from '@/lib/env';
import { eventJsonLd, seasonEventsJsonLd } from '@/lib/structured-data';

/** The firm as content/site.ts names it (the firm's own data replaces the examples). */
const FIRM = { '@type': 'Organization', name: SITE.firmName, url: SITE.mainSiteUrl };

/** A season of the tests' own (nothing here depends on content/jornadas.ts). */
const jornada = (ordinal: number, slug: string, start: string, end: string): Jornada => ({ ordinal, slug, name: `Jornada ${ordinal}`, start, end, videos: {} });
const SECOND = jornada(2, 'segunda', '2031-02-05T19:00:00-05:00', '2031-02-05T21:00:00-05:00');
const THIRD = jornada(3, 'tercera', '2031-03-05T10:00:00-05:00', '2031-03-05T12:00:00-05:00');
const FOURTH = jornada(4, 'cuarta', '2031-04-09T19:00:00-05:00', '2031-04-09T21:00:00-05:00');
const LIST = [SECOND, THIRD, FOURTH];

describe('structured data', () => {
  it('describes a jornada as Google asks of an event: a free online event with a virtual location', () => {
    expect(eventJsonLd(THIRD, LIST)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Jornada 3 de asesoría gratuita en insolvencia',
      description: expect.stringContaining('Ley 2445 de 2025'),
      startDate: THIRD.start,
      endDate: THIRD.end,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      isAccessibleForFree: true,
      inLanguage: 'es-CO',
      // Its own invitation poster (lib/posters.ts draws one per jornada), not the page's card.
      image: [`${SITE_URL}/images/tercera-invitacion.jpg`],
      location: { '@type': 'VirtualLocation', url: `${SITE_URL}/envivo/` },
      offers: {
        '@type': 'Offer',
        price: 0,
        priceCurrency: 'COP',
        availability: 'https://schema.org/LimitedAvailability',
        url: `${SITE_URL}/#register`,
        // Registration for it opens when the one before ends (the page offers it from then on).
        validFrom: SECOND.end,
      },
      organizer: FIRM,
      performer: FIRM,
    });
  });

  it('announces every jornada of the season while one is to come, none once the last has ended', () => {
    expect(seasonEventsJsonLd([THIRD, FOURTH], 'upcoming').map((event) => event.startDate)).toEqual([THIRD.start, FOURTH.start]);
    expect(seasonEventsJsonLd([THIRD, FOURTH], 'live')).toHaveLength(2);
    expect(seasonEventsJsonLd([FOURTH], 'ended')).toEqual([]);
  });
});
