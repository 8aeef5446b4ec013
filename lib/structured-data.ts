import { JORNADA_SERIES, type Jornada } from '@/content/jornadas';
import { SITE } from '@/content/site';
import { absoluteUrl } from '@/lib/seo';
import { jornadaPoster } from '@/lib/images';
import { SITE_URL } from '@/lib/env';
import { ALL_JORNADAS, jornadaBefore, jornadaFullName } from '@/lib/jornadas';

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
  performer: { '@type': 'Organization'; name: string; url: string };
}

/**
 * The jornadas still to come when the site is built, each a scheduled Event (the season the page
 * carries, lib/build-season.ts); none once the last one has ended. JSON-LD is read by crawlers
 * from the built HTML (the inline script does not change it), so a past session is never
 * announced as scheduled, and a build made before a session keeps announcing it until the next
 * build (README "Fases de la jornada").
 */
export function seasonEventsJsonLd(season: readonly Jornada[], buildPhase: 'upcoming' | 'live' | 'ended'): VirtualEventJsonLd[] {
  return buildPhase === 'ended' ? [] : season.map((jornada) => eventJsonLd(jornada));
}

/**
 * One jornada as Google's Event rich result asks: its own invitation poster (16:9, its name and date;
 * the page's social card names only the first of a season), its registration open from the end of
 * the one before (the page then offers it, lib/page-phase.ts), and the firm's legal team gives it.
 */
export function eventJsonLd(jornada: Jornada, list: readonly Jornada[] = ALL_JORNADAS): VirtualEventJsonLd {
  const firm = { '@type': 'Organization', name: SITE.firmName, url: SITE.mainSiteUrl } as const;
  const before = jornadaBefore(jornada, list);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: jornadaFullName(jornada),
    description: JORNADA_SERIES.description,
    startDate: jornada.start,
    endDate: jornada.end,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    isAccessibleForFree: true,
    inLanguage: 'es-CO',
    image: [`${SITE_URL}${jornadaPoster(jornada, 'invitacion').base}.jpg`],
    location: { '@type': 'VirtualLocation', url: absoluteUrl('/envivo/') },
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'COP',
      availability: 'https://schema.org/LimitedAvailability',
      url: `${absoluteUrl('/')}#register`,
      ...(before ? { validFrom: before.end } : {}),
    },
    organizer: firm,
    performer: firm,
  };
}
