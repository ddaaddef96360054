import { bookingMessages } from '@roteiro/domain/booking/messages';
import { registerTranslations, textRef } from '@roteiro/domain/i18n/texts';
import bookingPt from '@roteiro/domain/locales/pt-PT/booking.json';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../../shared/i18n/useT.tsx';
import { errorFromBody } from '../../shared/lib/api.ts';
import {
  bookingChoiceReducer,
  choiceFieldErrors,
  choiceOf,
  initialChoiceState,
  maxParticipantsOf,
  refusalReport,
  slotChangedText,
} from './useBookingChoice.ts';

registerTranslations(bookingMessages, 'pt-PT', bookingPt);

const slot = { day: '2026-12-01', startTime: '10:00', placesLeft: 6, priceCents: 2500 };
const bookable = { activityId: 'a1', eventId: null, maxParticipants: 4 };
const english = textsOf('en', (id) => id);
const portuguese = textsOf('pt-PT', (id) => id);

/** An error answer as the server writes it (AppError): English, with the references of its texts. */
function refusal(field: string, key: 'slotUnavailable' | 'notEnoughPlaces' | 'tooLate' | 'unknownCode') {
  const text = { id: `booking.${key}` };
  const message = bookingMessages[key];
  return errorFromBody(409, {
    error: { code: 'CONFLICT', message, text, fields: { [field]: message }, fieldTexts: { [field]: text } },
  });
}

describe('bookingChoiceReducer', () => {
  it('chooses the time anew for another kind, and forgets the alert when a time is chosen', () => {
    let state = initialChoiceState('shared');
    state = bookingChoiceReducer(state, { type: 'slot', slot });
    state = bookingChoiceReducer(state, { type: 'alert', alert: 'Choose a time' });
    state = bookingChoiceReducer(state, { type: 'kind', kind: 'private' });
    expect(state).toMatchObject({ kind: 'private', slot: null, alert: 'Choose a time' });
    expect(bookingChoiceReducer(state, { type: 'slot', slot })).toMatchObject({ slot, alert: null });
  });

  it('applies the typed code trimmed (none when blank) and clears its message', () => {
    let state = initialChoiceState('shared', 'REF10');
    expect(state).toMatchObject({ codeInput: 'REF10', appliedCode: 'REF10' });
    state = bookingChoiceReducer(state, { type: 'errors', errors: { discountCode: 'Unknown' } });
    state = bookingChoiceReducer(state, { type: 'codeInput', codeInput: '  summer ' });
    expect(state.appliedCode).toBe('REF10');
    state = bookingChoiceReducer(state, { type: 'applyCode' });
    expect(state).toMatchObject({ appliedCode: 'summer', errors: { discountCode: undefined } });
    state = bookingChoiceReducer(state, { type: 'codeInput', codeInput: '   ' });
    expect(bookingChoiceReducer(state, { type: 'applyCode' }).appliedCode).toBeNull();
  });

  it("clears a field's message when it changes, and all of them when the time went", () => {
    let state = bookingChoiceReducer(initialChoiceState('shared'), {
      type: 'errors',
      errors: { clientName: 'Enter your name', participants: 'At most 4' },
    });
    state = bookingChoiceReducer(state, { type: 'fieldChanged', name: 'clientName' });
    expect(state.errors).toEqual({ clientName: undefined, participants: 'At most 4' });
    state = bookingChoiceReducer(state, { type: 'participants', participants: 3 });
    expect(state).toMatchObject({ participants: 3, errors: { participants: undefined } });
    state = bookingChoiceReducer(bookingChoiceReducer(state, { type: 'slot', slot }), {
      type: 'slotGone',
      alert: 'Gone',
    });
    expect(state).toMatchObject({ slot: null, errors: {}, alert: 'Gone' });
  });
});

describe('choiceOf', () => {
  const chosen = { ...initialChoiceState('shared', 'SUMMER'), slot, participants: 2 };

  it('is the priced choice once an activity, a time and the people within its places are chosen', () => {
    expect(choiceOf(chosen, bookable, 'REF')).toEqual({
      activityId: 'a1',
      eventId: null,
      kind: 'shared',
      day: '2026-12-01',
      startTime: '10:00',
      participants: 2,
      discountCode: 'SUMMER',
      referralCode: 'REF',
    });
    // The counter sends no referral.
    expect(choiceOf(chosen, bookable)).not.toHaveProperty('referralCode');
  });

  it('is null without an activity, without a time, or with more people than the time takes', () => {
    expect(choiceOf(chosen, null)).toBeNull();
    expect(choiceOf({ ...chosen, slot: null }, bookable)).toBeNull();
    expect(choiceOf({ ...chosen, participants: 7 }, bookable)).toBeNull();
    expect(choiceOf({ ...chosen, participants: 0 }, bookable)).toBeNull();
  });

  it("limits a private group to the activity's maximum as well as the places left", () => {
    expect(maxParticipantsOf(slot, 'shared', 4)).toBe(6);
    expect(maxParticipantsOf(slot, 'private', 4)).toBe(4);
    expect(maxParticipantsOf(null, 'private', 4)).toBe(4);
    expect(choiceOf({ ...chosen, kind: 'private', participants: 5 }, bookable)).toBeNull();
  });
});

describe('slotChangedText', () => {
  it("knows a refusal about the time by its text's reference, and words it in the reader's language", () => {
    expect(slotChangedText(refusal('participants', 'notEnoughPlaces'), english)).toBe(
      bookingMessages.notEnoughPlaces,
    );
    expect(slotChangedText(refusal('startTime', 'tooLate'), portuguese)).toBe(
      'Este horário já não pode ser reservado online: começa daqui a menos de 2 horas.',
    );
  });

  it('knows it by its field (the day or the time) when the text is not one of the time', () => {
    const error = errorFromBody(400, {
      error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { startTime: 'Use HH:MM' } },
    });
    expect(slotChangedText(error, english)).toBe('Use HH:MM');
  });

  it('is null for any other refusal, which goes to its field', () => {
    const error = refusal('discountCode', 'unknownCode');
    expect(slotChangedText(error, english)).toBeNull();
    expect(choiceFieldErrors(error)).toEqual({ discountCode: textRef(bookingMessages, 'unknownCode') });
  });

  it('does not go by the English of the message', () => {
    const error = errorFromBody(409, {
      error: { code: 'CONFLICT', message: bookingMessages.slotUnavailable },
    });
    expect(slotChangedText(error, english)).toBeNull();
  });
});

describe('refusalReport', () => {
  it("puts a refusal's messages at the form's fields and the choice's, with no alert", () => {
    const error = errorFromBody(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        fields: { clientName: 'Enter a name', discountCode: 'Unknown code', saleKey: 'Reload' },
      },
    });
    expect(refusalReport(error, { clientName: '', locale: 'en' }, english)).toEqual({
      slotGone: null,
      formFields: { clientName: 'Enter a name' },
      choiceFields: { discountCode: 'Unknown code' },
      alert: null,
    });
    // Without a form (the booking box), the customer's fields are the choice's too.
    expect(refusalReport(error, {}, english).choiceFields).toEqual({
      clientName: 'Enter a name',
      discountCode: 'Unknown code',
    });
  });

  it("says a refusal at no field in one alert, in the reader's language", () => {
    const error = errorFromBody(409, {
      error: { code: 'CONFLICT', message: 'Changed', text: { id: 'booking.bookingChanged' } },
    });
    expect(refusalReport(error, {}, portuguese)).toMatchObject({
      slotGone: null,
      alert: 'Esta reserva foi alterada ao mesmo tempo noutra janela. Verifique-a e tente novamente.',
    });
  });

  it('says that the time went, and nothing at the fields', () => {
    expect(refusalReport(refusal('participants', 'notEnoughPlaces'), {}, english)).toEqual({
      slotGone: bookingMessages.notEnoughPlaces,
      formFields: {},
      choiceFields: {},
      alert: null,
    });
  });
});
