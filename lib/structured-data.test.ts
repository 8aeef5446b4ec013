import { BUILD_PHASE, PAGE_JORNADA } from '@/lib/page-phase';
import { eventJsonLd, faqJsonLd, organizationJsonLd, pageEventJsonLd } from '@/lib/structured-data';

describe('structured data', () => {
  it('describes the event as a free online event with a virtual location', () => {
    expect(eventJsonLd()).toMatchObject({
      '@type': 'Event',
      startDate: PAGE_JORNADA.start,
      endDate: PAGE_JORNADA.end,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      isAccessibleForFree: true,
      location: { '@type': 'VirtualLocation', url: 'https://jornada.insolvencia-colombia.example/envivo/' },
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'COP' },
      organizer: { '@type': 'Organization', name: 'Asesoría en Insolvencia Colombia' },
    });
  });

  it('announces the event only when the site is built before its end', () => {
    expect(pageEventJsonLd()).toEqual(BUILD_PHASE === 'ended' ? undefined : eventJsonLd());
  });

  it('lists every FAQ entry and the organisation', () => {
    expect(faqJsonLd().mainEntity.length).toBeGreaterThanOrEqual(5);
    expect(faqJsonLd().mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    expect(organizationJsonLd()).toMatchObject({ '@type': 'Organization', address: { addressCountry: 'CO' } });
  });
});
