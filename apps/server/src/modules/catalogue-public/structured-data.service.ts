import { activityPath, eventPath } from '@roteiro/domain/catalogue/storefront';
import { lisbonDateTime } from '@roteiro/domain/distribution/octo';
import { type TLocale, withLocaleQuery } from '@roteiro/domain/i18n/locale';
import { lisbonInstant } from '@roteiro/domain/time/format';
import type { Event, Product, WithContext } from 'schema-dts';
import type { Executor } from '../../db/database.ts';
import { mediaUrl } from '../../platform/storage/uploads.ts';
import { findActivityRatingJsonLd } from '../reviews/reviews.service.ts';
import { findActivityOfferFacts, isEventSoldOut } from './structured-data.repository.ts';
import { activityJsonLd, eventJsonLd } from './structured-data.ts';

type TPageTexts = { name: string; description: string };

/** A page's URL in the reader's language. */
const pageUrl = (appUrl: string, path: string, locale: TLocale) =>
  `${appUrl}${withLocaleQuery(path, locale)}`;

/**
 * The JSON-LD of a public activity's or pass's details page (issue 38), in the reader's language: the Product with
 * its Offer, and its reviews' rating when it has any. Undefined when the activity is not public.
 */
export async function findActivityJsonLd(
  db: Executor,
  activityId: string,
  texts: TPageTexts,
  locale: TLocale,
  appUrl: string,
): Promise<WithContext<Product> | undefined> {
  const [facts, rating] = await Promise.all([
    findActivityOfferFacts(db, activityId),
    findActivityRatingJsonLd(db, activityId),
  ]);
  if (!facts) {
    return undefined;
  }
  const url = pageUrl(appUrl, activityPath(facts), locale);
  // Shared places are priced per person; a private-only tour sells the group at its private price.
  const priceCents =
    facts.isPrivateOnly && facts.privatePriceCents !== null ? facts.privatePriceCents : facts.priceCents;
  return activityJsonLd({
    ...texts,
    url,
    imageUrls: facts.imageKeys.map((key) => `${appUrl}${mediaUrl(key, 'details')}`),
    // Every slot within the sales window is sold until its places run out; a day's fullness is not the page's.
    offer: { priceCents, url, isSoldOut: !facts.isPass && facts.slotCount === 0 },
    rating,
  });
}

/** The JSON-LD of a public event page: its Event, at the activity's meeting point, sold out when its group is full. */
export async function findEventJsonLd(
  db: Executor,
  event: {
    id: string;
    activityId: string;
    title: string;
    eventDate: string;
    eventTime: string;
    priceCents: number;
  },
  texts: TPageTexts,
  locale: TLocale,
  appUrl: string,
): Promise<WithContext<Event> | undefined> {
  const [facts, isSoldOut] = await Promise.all([
    findActivityOfferFacts(db, event.activityId),
    isEventSoldOut(db, event.id),
  ]);
  const start = lisbonInstant(event.eventDate, event.eventTime.slice(0, 5));
  if (!facts || !start) {
    return undefined;
  }
  const url = pageUrl(appUrl, eventPath(event), locale);
  const end = new Date(start.getTime() + facts.durationMinutes * 60_000);
  return eventJsonLd({
    ...texts,
    url,
    imageUrls: facts.imageKeys.map((key) => `${appUrl}${mediaUrl(key, 'details')}`),
    startDate: lisbonDateTime(start),
    endDate: lisbonDateTime(end),
    place: {
      meetingPoint: facts.meetingPoint,
      city: facts.city,
      latitude: facts.markerLat,
      longitude: facts.markerLng,
    },
    offer: { priceCents: event.priceCents, url, isSoldOut },
  });
}
