import { JORNADA_SERIES } from '@/content/jornadas';
import { FAQ } from '@/content/home';
import { SITE } from '@/content/site';
import { absoluteUrl } from '@/lib/seo';
import { cardPath } from '@/lib/social-cards';
import { SITE_URL } from '@/lib/env';
import { jornadaFullName } from '@/lib/jornadas';
import { BUILD_PHASE, PAGE_JORNADA } from '@/lib/page-phase';

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

/**
 * The page jornada as a scheduled Event, or nothing when the site is built after it ended: JSON-LD
 * is read by crawlers from the built HTML (the phase script does not change it), so a past
 * session is never announced as scheduled. A build made before the session keeps announcing it
 * until the next build (README "Fases de la jornada").
 */
export function pageEventJsonLd(): VirtualEventJsonLd | undefined {
  return BUILD_PHASE === 'ended' ? undefined : eventJsonLd();
}

export function eventJsonLd(): VirtualEventJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: jornadaFullName(PAGE_JORNADA),
    description: JORNADA_SERIES.description,
    startDate: PAGE_JORNADA.start,
    endDate: PAGE_JORNADA.end,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    isAccessibleForFree: true,
    inLanguage: 'es-CO',
    image: [`${SITE_URL}${cardPath('/')}`],
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
