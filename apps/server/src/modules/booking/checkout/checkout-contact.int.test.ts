import { bookingMessages } from '@roteiro/domain/booking/booking';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app.ts';
import { checkedOut, checkoutBody, createBookableActivity, postCheckout } from './checkout.test-helpers.ts';

/** The traveller may give a phone number and notes for the guide; both optional. */
const t = await createTestApp();

describe("POST /api/checkout: the traveller's phone and notes", () => {
  it('stores the phone in E.164 and the notes, or neither', async () => {
    const activityId = await createBookableActivity(t.db);
    const withBoth = await checkedOut(t, {
      ...checkoutBody(activityId),
      clientPhone: '912 345 678',
      notes: '  Vegetarian. One wheelchair user.  ',
    });
    expect(withBoth).toMatchObject({
      clientPhone: '+351912345678',
      notes: 'Vegetarian. One wheelchair user.',
    });
    const withNeither = await checkedOut(t, checkoutBody(activityId, { clientEmail: 'other@example.test' }));
    expect(withNeither).toMatchObject({ clientPhone: null, notes: null });
    const empty = await checkedOut(t, { ...checkoutBody(activityId), clientPhone: '', notes: '' });
    expect(empty).toMatchObject({ clientPhone: null, notes: null });
  });

  it('refuses a phone number that is not one, and notes over 500 characters, on their fields', async () => {
    const activityId = await createBookableActivity(t.db);
    const badPhone = await postCheckout(t, { ...checkoutBody(activityId), clientPhone: '123' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.fields).toEqual({ clientPhone: bookingMessages.phoneInvalid });
    const longNotes = await postCheckout(t, { ...checkoutBody(activityId), notes: 'x'.repeat(501) });
    expect(longNotes.statusCode).toBe(400);
    expect(longNotes.json().error.fields).toEqual({ notes: bookingMessages.notesTooLong(500) });
  });
});
