import { describe, expect, it } from 'vitest';
import { textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import { ZActivityInput } from './activity.ts';
import {
  activityFormErrors,
  activityInputFromForm,
  newActivityDefaults,
  type TActivityFormValues,
} from './activity-form.ts';
import { catalogueFormMessages as m } from './activity-messages.ts';
import { isBeforeToday, ZEventInput } from './event.ts';
import { ZTicketInput } from './ticket.ts';

const key = (n: number) => `public/activity/00000000-0000-4000-8000-00000000000${n}`;

function validTour(): TActivityFormValues {
  return {
    ...newActivityDefaults(),
    title: 'alfama walking tour',
    description: 'A walk through the old quarter.',
    durationMinutes: 120,
    priceCents: 2500,
    privatePriceCents: 14000,
    guiderPaymentCents: 6000,
    coverKey: key(1),
    galleryKeys: [key(2)],
    cancellationPolicy: 'Free cancellation up to 24 h before.',
    stops: [
      {
        title: 'Lisbon Cathedral',
        description: 'The Sé, built in 1147.',
        imageUrl: '',
        direction: '',
        attractions: '',
      },
    ],
  };
}

describe('activity defaults (catalogue.md §3)', () => {
  it('opens a new activity with the spec defaults', () => {
    const d = newActivityDefaults();
    expect(d).toMatchObject({
      city: 'Lisbon, Portugal',
      languages: ['English'],
      minNumOfParticipants: 2,
      maxNumOfParticipants: 4,
      sharedTimeSlots: ['10:00', '14:00'],
      isPrivateOnly: true,
      isPass: false,
      salesWindowDays: 365,
      scheduleInfo: { firstDeparture: '09:30', lastDeparture: '19:00', frequencyMinutes: 15 },
      highlights: [{ text: '' }],
    });
    expect(d.privateTimeSlots).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    expect(d.stops).toHaveLength(1);
  });
});

describe('activity validation (catalogue.md §5)', () => {
  it('accepts a valid tour, trims and upper-cases the first letter of the title', () => {
    const parsed = ZActivityInput.parse(
      activityInputFromForm({ ...validTour(), title: '  alfama walking tour ' }),
    );
    expect(parsed.title).toBe('Alfama walking tour');
    expect(parsed.highlights).toEqual([]);
    expect(parsed.scheduleInfo).toBeNull();
  });

  it('reports each step rule with its message', () => {
    const errors = activityFormErrors({
      ...validTour(),
      title: 'Abc',
      description: 'short',
      durationMinutes: -1,
      privatePriceCents: null,
      cancellationPolicy: 'short',
      languages: [],
      sharedTimeSlots: [],
      minNumOfParticipants: 3,
      maxNumOfParticipants: 2,
      meetingPoint: 'abc',
      city: 'Porto',
      stops: [{ title: 'Sé', description: 'short', imageUrl: '', direction: '', attractions: '' }],
    });
    expect(errors).toMatchObject({
      title: textRef(messages, 'tourTitleTooShort'),
      description: textRef(messages, 'tourDescriptionLength'),
      durationMinutes: textRef(messages, 'tourDuration'),
      privatePriceCents: textRef(m, 'privatePriceRequired'),
      cancellationPolicy: textRef(m, 'cancellationPolicyLength'),
      languages: textRef(m, 'languageRequired'),
      sharedTimeSlots: textRef(m, 'timeSlotRequired'),
      maxNumOfParticipants: textRef(m, 'maxParticipants'),
      meetingPoint: textRef(m, 'meetingPointTooShort'),
      city: textRef(messages, 'selectCity'),
      'stops.0.title': textRef(m, 'stopTitleTooShort'),
      'stops.0.description': textRef(m, 'stopDescriptionLength'),
    });
  });

  it('checks one step at a time', () => {
    expect(
      activityFormErrors(
        {
          ...newActivityDefaults(),
          title: 'Alfama walk',
          description: 'A long enough text',
          durationMinutes: 60,
          priceCents: 100,
          privatePriceCents: 500,
        },
        0,
      ),
    ).toEqual({});
    expect(activityFormErrors(newActivityDefaults(), 1)).toMatchObject({
      coverKey: textRef(m, 'coverRequired'),
      galleryKeys: textRef(m, 'galleryRequired'),
    });
  });

  it('asks a pass for its schedule and highlights but not for a private price', () => {
    const pass = { ...validTour(), isPass: true, privatePriceCents: null, highlights: [{ text: 'Tram' }] };
    expect(activityFormErrors(pass)).toEqual({ 'highlights.0.text': textRef(m, 'highlightTooShort') });
    expect(activityFormErrors({ ...pass, highlights: [] })).toEqual({
      highlights: textRef(m, 'highlightRequired'),
    });
    expect(activityFormErrors({ ...pass, highlights: [{ text: 'Tram 28 rides' }] })).toEqual({});
  });

  it('sells from 1 to 730 days ahead, a whole number of days', () => {
    for (const days of [1, 365, 730]) {
      expect(activityFormErrors({ ...validTour(), salesWindowDays: days })).toEqual({});
    }
    expect(m.salesWindowRange).toBe('The sales window has to be a whole number of days between 1 and 730');
    for (const days of [0, 731, 30.5, null]) {
      expect(activityFormErrors({ ...validTour(), salesWindowDays: days })).toStrictEqual({
        salesWindowDays: textRef(m, 'salesWindowRange'),
      });
    }
    // The About step checks it before Next.
    expect(activityFormErrors({ ...validTour(), salesWindowDays: 0 }, 2)).toStrictEqual({
      salesWindowDays: textRef(m, 'salesWindowRange'),
    });
  });

  it('limits optional texts to 2750 characters and descriptions to 1500', () => {
    expect(activityFormErrors({ ...validTour(), whatsIncluded: 'x'.repeat(2751) })).toEqual({
      whatsIncluded: textRef(m, 'optionalTextTooLong'),
    });
    expect(activityFormErrors({ ...validTour(), description: 'x'.repeat(1501) })).toEqual({
      description: textRef(messages, 'tourDescriptionLength'),
    });
  });
});

describe('event and ticket validation', () => {
  it('refuses an event date before today', () => {
    expect(isBeforeToday('2000-01-01')).toBe(true);
    const result = ZEventInput.safeParse({
      title: 'Fado night',
      priceCents: 3000,
      eventDate: '2000-01-01',
      eventTime: '21:00',
      activityId: '00000000-0000-4000-8000-000000000001',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(textRef(m, 'eventDateInPast'));
  });

  it('limits a ticket description to 750 characters and its city to the list', () => {
    const result = ZTicketInput.safeParse({
      title: 'Oceanário',
      description: 'x'.repeat(751),
      priceCents: 2500,
      ticketLink: 'https://example.com',
      city: 'Porto',
      categories: [],
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      textRef(m, 'ticketDescriptionTooLong'),
      textRef(messages, 'selectCity'),
    ]);
  });
});

describe('bad bodies', () => {
  it('rejects a missing or non-object activity without throwing', () => {
    expect(ZActivityInput.safeParse(undefined).success).toBe(false);
    expect(ZActivityInput.safeParse('x').success).toBe(false);
    expect(ZActivityInput.safeParse({}).success).toBe(false);
  });
});
