import type { TBookingChoice, TBookingKind } from '@roteiro/domain/booking/booking';
import { bookingMessages } from '@roteiro/domain/booking/messages';
import { refOf } from '@roteiro/domain/i18n/texts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { errorText } from '../../shared/i18n/errorText.ts';
import { type TTexts, useT } from '../../shared/i18n/useT.tsx';
import type { ApiError } from '../../shared/lib/api.ts';
import { bookingKeys, usePriceQuery } from './bookingQueries.ts';
import type { TSlotChoice } from './SlotPicker.tsx';

/**
 * A booking choice as the traveller's booking box and the vendor's counter make it: the kind, the time, the
 * people and the discount code, priced by the server, with the problems shown at its fields or above the button.
 */

/** The fields a booking form shows its errors at; other answers are one alert. */
export const CHOICE_FIELDS = [
  'participants',
  'discountCode',
  'clientName',
  'clientEmail',
  'clientPhone',
  'notes',
] as const;
export type TChoiceField = (typeof CHOICE_FIELDS)[number];
export type TChoiceErrors = Partial<Record<TChoiceField, string>>;

/** What is booked: the activity (and its event) and the most people it takes. */
export type TBookable = { activityId: string; eventId: string | null; maxParticipants: number };

export type TBookingChoiceState = {
  kind: TBookingKind;
  slot: TSlotChoice | null;
  participants: number;
  /** The discount code as typed; `appliedCode` is the one priced (set on Apply, Enter or leaving the field). */
  codeInput: string;
  appliedCode: string | null;
  /** Each field's message as the schema or the server gave it (a reference or English), worded when shown. */
  errors: TChoiceErrors;
  /** A problem shown above the button (no time chosen, the time went meanwhile, a refusal at no field). */
  alert: string | null;
};

export type TBookingChoiceAction =
  | { type: 'kind'; kind: TBookingKind }
  | { type: 'slot'; slot: TSlotChoice | null }
  | { type: 'participants'; participants: number }
  | { type: 'codeInput'; codeInput: string }
  | { type: 'applyCode' }
  | { type: 'fieldChanged'; name: TChoiceField }
  | { type: 'errors'; errors: TChoiceErrors }
  | { type: 'alert'; alert: string | null }
  | { type: 'slotGone'; alert: string };

export function initialChoiceState(kind: TBookingKind, code: string | null = null): TBookingChoiceState {
  return {
    kind,
    slot: null,
    participants: 1,
    codeInput: code ?? '',
    appliedCode: code,
    errors: {},
    alert: null,
  };
}

/** How a booking choice changes: another kind (or activity) is booked at a time chosen anew. */
export function bookingChoiceReducer(
  state: TBookingChoiceState,
  action: TBookingChoiceAction,
): TBookingChoiceState {
  switch (action.type) {
    case 'kind':
      return { ...state, kind: action.kind, slot: null };
    case 'slot':
      return { ...state, slot: action.slot, alert: null };
    case 'participants':
      return {
        ...state,
        participants: action.participants,
        errors: { ...state.errors, participants: undefined },
      };
    case 'codeInput':
      return { ...state, codeInput: action.codeInput };
    case 'applyCode': {
      const code = state.codeInput.trim();
      return {
        ...state,
        appliedCode: code.length > 0 ? code : null,
        errors: { ...state.errors, discountCode: undefined },
      };
    }
    case 'fieldChanged':
      return { ...state, errors: { ...state.errors, [action.name]: undefined } };
    case 'errors':
      return { ...state, errors: action.errors };
    case 'alert':
      return { ...state, alert: action.alert };
    case 'slotGone':
      // The fields it concerns are hidden until another time is chosen: their messages go with it.
      return { ...state, slot: null, errors: {}, alert: action.alert };
  }
}

/** The most people the chosen time can take: its places left, and for a private group the activity's maximum. */
export function maxParticipantsOf(slot: TSlotChoice | null, kind: TBookingKind, activityMax: number): number {
  if (!slot) {
    return activityMax;
  }
  return kind === 'private' ? Math.min(slot.placesLeft, activityMax) : slot.placesLeft;
}

/**
 * The choice to price and send, or null while it is incomplete (no activity, no time, people out of range).
 * `referralCode` is the traveller's stored referral; the counter has none (undefined: not sent).
 */
export function choiceOf(
  state: TBookingChoiceState,
  bookable: TBookable | null,
  referralCode?: string | null,
): TBookingChoice | null {
  const { slot, participants } = state;
  if (!bookable || !slot) {
    return null;
  }
  if (participants < 1 || participants > maxParticipantsOf(slot, state.kind, bookable.maxParticipants)) {
    return null;
  }
  return {
    activityId: bookable.activityId,
    eventId: bookable.eventId,
    kind: state.kind,
    day: slot.day,
    startTime: slot.startTime,
    participants,
    discountCode: state.appliedCode,
    ...(referralCode === undefined ? {} : { referralCode }),
  };
}

/** The texts of a refusal that mean the chosen time changed meanwhile (full, taken, too late). */
const SLOT_TEXT_IDS: ReadonlySet<string> = new Set(
  (['slotUnavailable', 'notEnoughPlaces', 'privateTaken', 'tooLate', 'pastDate'] as const).map(
    (key) => refOf(bookingMessages, key).id,
  ),
);

/**
 * What to say when a checkout or a sale is refused because of the chosen time, in the reader's language, or
 * null when the refusal is about something else: the answer names one of the time's texts, or its day or time.
 */
export function slotChangedText(error: ApiError, texts: Pick<TTexts, 't' | 'tx' | 'locale'>): string | null {
  if (error.text && SLOT_TEXT_IDS.has(error.text.id)) {
    return errorText(error, texts);
  }
  const fields = error.fields ?? {};
  const field = Object.keys(fields).find(
    (name) => name === 'startTime' || name === 'day' || SLOT_TEXT_IDS.has(error.fieldTexts?.[name]?.id ?? ''),
  );
  return field === undefined ? null : texts.tx(fields[field] ?? '');
}

/** The server's field messages a booking form shows at its fields. */
export function choiceFieldErrors(error: ApiError): TChoiceErrors {
  return Object.fromEntries(
    Object.entries(error.fields ?? {}).filter(([name]) =>
      (CHOICE_FIELDS as readonly string[]).includes(name),
    ),
  );
}

/**
 * Where a refused checkout or sale is shown: the time went (`slotGone`, said above the button), or the messages
 * at the fields they name (the ones `formValues` hold in the form, the others of the choice), or one alert.
 */
export function refusalReport(
  error: ApiError,
  formValues: object,
  texts: Pick<TTexts, 't' | 'tx' | 'locale'>,
): {
  slotGone: string | null;
  formFields: Record<string, string>;
  choiceFields: TChoiceErrors;
  alert: string | null;
} {
  const slotGone = slotChangedText(error, texts);
  if (slotGone) {
    return { slotGone, formFields: {}, choiceFields: {}, alert: null };
  }
  const formFields = Object.fromEntries(
    Object.entries(error.fields ?? {}).filter(([name]) => Object.hasOwn(formValues, name)),
  );
  const choiceFields = Object.fromEntries(
    Object.entries(choiceFieldErrors(error)).filter(([name]) => !Object.hasOwn(formValues, name)),
  );
  const isAtFields = Object.keys(formFields).length + Object.keys(choiceFields).length > 0;
  return { slotGone: null, formFields, choiceFields, alert: isAtFields ? null : errorText(error, texts) };
}

/** A form (useDomainForm) holding some of a booking's fields: a refusal's messages for them go there. */
type TFieldsForm = { getValues: () => object; setErrors: (errors: Record<string, string>) => void };

type TBookingChoiceOptions = {
  /** What is booked; null while nothing is (the counter before an activity is chosen). */
  bookable: TBookable | null;
  initialKind: TBookingKind;
  /** The traveller's stored referral: sent with the choice, and the discount code it starts with. */
  referralCode?: string | null;
};

/**
 * The state of a booking choice and the server's price of it, with the messages of its fields and the alert
 * above the button. The customer's fields (name, e-mail…) are the form's: a useDomainForm beside it (the
 * counter), or, in the booking box, whose schema loads only once the traveller moves into it, plain values whose
 * messages are kept here too. A refusal is shown once, at the fields it names or above the button (`showRefusal`).
 */
export function useBookingChoice({ bookable, initialKind, referralCode }: TBookingChoiceOptions) {
  const texts = useT();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(bookingChoiceReducer, undefined, () =>
    initialChoiceState(initialKind, referralCode ?? null),
  );
  const { kind, slot, participants, errors } = state;
  const maxParticipants = maxParticipantsOf(slot, kind, bookable?.maxParticipants ?? 1);
  // A time with fewer places (or another one) keeps the people within them.
  useEffect(() => {
    if (maxParticipants > 0 && participants > maxParticipants) {
      dispatch({ type: 'participants', participants: maxParticipants });
    }
  }, [maxParticipants, participants]);

  const choice = choiceOf(state, bookable, referralCode);
  const price = usePriceQuery(choice);
  const priceError = price.isError ? price.error : null;
  const worded = (message: string | undefined) => (message ? texts.tx(message) : undefined);

  const chooseKind = useCallback((next: TBookingKind) => dispatch({ type: 'kind', kind: next }), []);
  const chooseSlot = useCallback((next: TSlotChoice | null) => dispatch({ type: 'slot', slot: next }), []);
  const setParticipants = useCallback(
    (value: number) => dispatch({ type: 'participants', participants: value }),
    [],
  );
  const setCodeInput = useCallback((value: string) => dispatch({ type: 'codeInput', codeInput: value }), []);
  const applyCode = useCallback(() => dispatch({ type: 'applyCode' }), []);
  const clearError = useCallback((name: TChoiceField) => dispatch({ type: 'fieldChanged', name }), []);
  const setErrors = useCallback((next: TChoiceErrors) => dispatch({ type: 'errors', errors: next }), []);
  const setAlert = useCallback((alert: string | null) => dispatch({ type: 'alert', alert }), []);

  /**
   * Shows a refused checkout or sale: the time went (said above the button, its times fetched again), or the
   * messages at the fields they name (`form`'s own fields in the form), or one alert when it names none.
   */
  const showRefusal = (error: ApiError, form?: TFieldsForm) => {
    const report = refusalReport(error, form?.getValues() ?? {}, texts);
    if (report.slotGone) {
      dispatch({ type: 'slotGone', alert: report.slotGone });
      void queryClient
        .invalidateQueries({ queryKey: [...bookingKeys.all, 'slots'] })
        .then(() => queryClient.invalidateQueries({ queryKey: [...bookingKeys.all, 'availability'] }));
      return;
    }
    form?.setErrors(report.formFields);
    setErrors(report.choiceFields);
    setAlert(report.alert);
  };

  return {
    ...state,
    maxParticipants,
    choice,
    price,
    /** A field's message in the reader's language; the people and the code also say what the price refused. */
    errorOf: (name: TChoiceField): string | undefined => {
      if (name === 'participants') {
        return worded(errors.participants ?? priceError?.fields?.participants);
      }
      if (name === 'discountCode') {
        return worded(priceError?.fields?.discountCode ?? errors.discountCode);
      }
      return worded(errors[name]);
    },
    chooseKind,
    chooseSlot,
    setParticipants,
    setCodeInput,
    applyCode,
    clearError,
    setErrors,
    setAlert,
    showRefusal,
  };
}
