import { eventJsonLd, faqJsonLd, organizationJsonLd } from '@/lib/structured-data';

describe('structured data', () => {
  it('describes the event as a free online event with a virtual location', () => {
    expect(eventJsonLd()).toMatchObject({
      '@type': 'Event',
      startDate: '2025-09-30T19:00:00-05:00',
      endDate: '2025-09-30T21:00:00-05:00',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      isAccessibleForFree: true,
      location: { '@type': 'VirtualLocation', url: 'https://jornada.insolvencia-colombia.example/envivo/' },
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'COP' },
      organizer: { '@type': 'Organization', name: 'Asesoría en Insolvencia Colombia' },
    });
  });

  it('lists every FAQ entry and the organisation', () => {
    expect(faqJsonLd().mainEntity.length).toBeGreaterThanOrEqual(5);
    expect(faqJsonLd().mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    expect(organizationJsonLd()).toMatchObject({ '@type': 'Organization', address: { addressCountry: 'CO' } });
  });
});
