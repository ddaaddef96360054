import { describe, expect, it } from 'vitest';
import { textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import {
  quoteFieldMessages,
  quoteRequestMailText,
  ZQuoteContact,
  ZQuotePlanning,
  ZQuoteRequest,
  ZQuoteWhereWhen,
  ZQuoteWho,
} from './quote.ts';

const valid = {
  destinations: ['Lisbon', 'Évora'],
  dates: '10 to 14 May',
  nOfParticipants: 3,
  ageRange: '30-40',
  selectedGroupType: 'Family',
  shouldPlanItinerary: true,
  selectedInterests: ['Beaches', 'Surfing'],
  withPrivateGuide: true,
  withAirportTransfer: false,
  nonNegotiables: '',
  notes: 'Vegetarian food please',
  clientName: ' Maria ',
  email: 'Maria@Example.com',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('quote steps', () => {
  it('step 0 needs a destination and the dates text', () => {
    expect(firstMessage(ZQuoteWhereWhen.safeParse({ destinations: [' '], dates: 'May' }))).toBe(
      textRef(quoteFieldMessages, 'destinations'),
    );
    expect(firstMessage(ZQuoteWhereWhen.safeParse({ destinations: ['Porto'], dates: '  ' }))).toBe(
      textRef(quoteFieldMessages, 'dates'),
    );
    expect(
      ZQuoteWhereWhen.safeParse({ destinations: ['Porto', 'Porto'], dates: 'May' }).data?.destinations,
    ).toEqual(['Porto']);
  });
  it('step 1 needs an age range longer than 1 character, a group type and at least 1 participant', () => {
    const base = { nOfParticipants: 1, ageRange: '20s', selectedGroupType: 'Solo' };
    expect(ZQuoteWho.safeParse(base).success).toBe(true);
    expect(firstMessage(ZQuoteWho.safeParse({ ...base, ageRange: '2' }))).toBe(
      textRef(quoteFieldMessages, 'ageRange'),
    );
    expect(firstMessage(ZQuoteWho.safeParse({ ...base, nOfParticipants: 0 }))).toBe(
      textRef(quoteFieldMessages, 'participants'),
    );
    expect(firstMessage(ZQuoteWho.safeParse({ ...base, selectedGroupType: 'Colleagues' }))).toBe(
      textRef(quoteFieldMessages, 'groupType'),
    );
  });
  it('step 2 asks for an interest only when help with planning is wanted', () => {
    const base = { selectedInterests: [], withPrivateGuide: false, withAirportTransfer: true };
    expect(firstMessage(ZQuotePlanning.safeParse({ ...base, shouldPlanItinerary: true }))).toBe(
      textRef(quoteFieldMessages, 'interests'),
    );
    expect(ZQuotePlanning.safeParse({ ...base, shouldPlanItinerary: false }).success).toBe(true);
    expect(
      firstMessage(ZQuotePlanning.safeParse({ shouldPlanItinerary: false, selectedInterests: [] })),
    ).toBe(textRef(quoteFieldMessages, 'yesNo'));
    expect(
      firstMessage(
        ZQuotePlanning.safeParse({ ...base, shouldPlanItinerary: false, notes: 'x'.repeat(1001) }),
      ),
    ).toBe(textRef(quoteFieldMessages, 'textTooLong'));
  });
  it('step 3 needs a valid e-mail and a name', () => {
    expect(firstMessage(ZQuoteContact.safeParse({ clientName: 'A', email: 'a@b' }))).toBe(
      textRef(messages, 'invalidEmail'),
    );
    expect(firstMessage(ZQuoteContact.safeParse({ clientName: ' ', email: 'a@b.pt' }))).toBe(
      textRef(quoteFieldMessages, 'name'),
    );
  });
});

describe('ZQuoteRequest', () => {
  it('trims, lower-cases the e-mail and turns empty texts into null', () => {
    const parsed = ZQuoteRequest.parse(valid);
    expect(parsed.clientName).toBe('Maria');
    expect(parsed.email).toBe('maria@example.com');
    expect(parsed.nonNegotiables).toBeNull();
  });
  it('drops interests when no planning help is wanted', () => {
    expect(ZQuoteRequest.parse({ ...valid, shouldPlanItinerary: false }).selectedInterests).toEqual([]);
  });
  it('writes every answer into the staff e-mail', () => {
    const text = quoteRequestMailText(ZQuoteRequest.parse(valid));
    expect(text).toContain('Destinations: Lisbon, Évora');
    expect(text).toContain('Interests: Beaches, Surfing');
    expect(text).toContain('Airport transfer: No');
  });
});

describe('all errors of a step at once', () => {
  it('reports the missing interest together with the missing yes/no answers', () => {
    const result = ZQuotePlanning.safeParse({ shouldPlanItinerary: true, selectedInterests: [' '] });
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(
      expect.arrayContaining(['withPrivateGuide', 'withAirportTransfer', 'selectedInterests']),
    );
  });
});
