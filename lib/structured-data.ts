import { EVENT } from '@/content/event';
import { FAQ } from '@/content/home';
import { SITE } from '@/content/site';
import { absoluteUrl, OG_IMAGE } from '@/lib/seo';
import { SITE_URL } from '@/lib/env';

/**
 * schema.org data for JSON-LD. next-seo's EventJsonLd has no eventAttendanceMode or
 * VirtualLocation, so the event is typed here and rendered with next-seo's JsonLdScript.
 */
export interface VirtualEventJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Event';
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode';
  eventStatus: 'https://schema.org/EventScheduled';
  isAccessibleForFree: true;
  inLanguage: 'es-CO';
  image: string[];
  location: { '@type': 'VirtualLocation'; url: string };
  offers: { '@type': 'Offer'; price: 0; priceCurrency: 'COP'; availability: string; url: string; validFrom?: string };
  organizer: { '@type': 'Organization'; name: string; url: string };
}

export function eventJsonLd(): VirtualEventJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: EVENT.name,
    description: EVENT.description,
    startDate: EVENT.start,
    endDate: EVENT.end,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    isAccessibleForFree: true,
    inLanguage: 'es-CO',
    image: [`${SITE_URL}${OG_IMAGE.url}`],
    location: { '@type': 'VirtualLocation', url: absoluteUrl('/envivo/') },
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'COP',
      availability: 'https://schema.org/LimitedAvailability',
      url: `${absoluteUrl('/')}#register`,
    },
    organizer: { '@type': 'Organization', name: SITE.firmName, url: SITE.mainSiteUrl },
  };
}

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.firmName,
    url: SITE.mainSiteUrl,
    email: SITE.contact.email,
    telephone: SITE.contact.phoneTel,
    address: { '@type': 'PostalAddress', streetAddress: SITE.contact.address, addressLocality: 'Bogotá', addressCountry: 'CO' },
    sameAs: SITE.social.map((profile) => profile.href),
  } as const;
}

export function faqJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  } as const;
}
