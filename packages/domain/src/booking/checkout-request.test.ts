import { describe, expect, it } from 'vitest';
import { textRef } from '../i18n/texts.ts';
import { ZCheckoutRequest } from './checkout-request.ts';
import { bookingMessages } from './messages.ts';

const base = {
  activityId: '11111111-1111-4111-8111-111111111111',
  kind: 'shared',
  day: '2026-12-01',
  startTime: '10:00',
  participants: 2,
  clientName: 'Maria Costa',
  clientEmail: 'maria@example.com',
};

const issues = (body: object) =>
  ZCheckoutRequest.safeParse({ ...base, ...body }).error?.issues.map((issue) => [
    issue.path[0],
    issue.message,
  ]);

describe("the checkout's optional phone and notes", () => {
  it('are optional: absent, null or empty are none', () => {
    expect(ZCheckoutRequest.parse(base)).not.toHaveProperty('clientPhone');
    expect(ZCheckoutRequest.parse({ ...base, clientPhone: '', notes: '   ' })).toMatchObject({
      clientPhone: null,
      notes: null,
    });
    expect(ZCheckoutRequest.parse({ ...base, clientPhone: null, notes: null })).toMatchObject({
      clientPhone: null,
      notes: null,
    });
  });

  it('stores the phone in E.164, Portuguese without a country code', () => {
    expect(ZCheckoutRequest.parse({ ...base, clientPhone: '912 345 678' }).clientPhone).toBe('+351912345678');
    expect(ZCheckoutRequest.parse({ ...base, clientPhone: '+44 7911 123456' }).clientPhone).toBe(
      '+447911123456',
    );
    expect(ZCheckoutRequest.parse({ ...base, clientPhone: '0044 7911-123-456' }).clientPhone).toBe(
      '+447911123456',
    );
    expect(issues({ clientPhone: '12345' })).toEqual([
      ['clientPhone', textRef(bookingMessages, 'phoneInvalid')],
    ]);
    expect(issues({ clientPhone: 'call me' })).toEqual([
      ['clientPhone', textRef(bookingMessages, 'phoneInvalid')],
    ]);
  });

  it('keeps notes of at most 500 characters, trimmed', () => {
    expect(ZCheckoutRequest.parse({ ...base, notes: '  Vegetarian.\nOne wheelchair.  ' }).notes).toBe(
      'Vegetarian.\nOne wheelchair.',
    );
    expect(ZCheckoutRequest.parse({ ...base, notes: 'x'.repeat(500) }).notes).toHaveLength(500);
    expect(issues({ notes: 'x'.repeat(501) })).toEqual([
      ['notes', textRef(bookingMessages, 'notesTooLong', 500)],
    ]);
  });
});
