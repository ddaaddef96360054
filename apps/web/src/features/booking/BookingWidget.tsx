import '../../shared/ui/styles/booking.ts';
import { Alert, Button, Divider, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { TBookingChoice, TBookingKind } from '@roteiro/domain/booking/booking';
import { cancellationTermsText, slotCancellationTerms } from '@roteiro/domain/booking/cancellation';
import type { TPublicActivityDetails } from '@roteiro/domain/catalogue/public';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import type { ApiError } from '../../shared/lib/api.ts';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { fieldErrorsOf } from '../../shared/lib/useSchemaForm.ts';
import { parseStoredReferral, REFERRAL_STORAGE_KEY } from '../referral/referral.ts';
import { bookingKindsOf, KIND_LABELS, type TBookableEvent } from './bookingKinds.ts';
import './bookingTexts.ts';
import {
  BookingContactFields,
  EMPTY_BOOKING_CONTACT,
  type TBookingContact,
} from './BookingContactFields.tsx';
import { bookingKeys, useCheckoutMutation, usePriceQuery } from './bookingQueries.ts';
import {
  choiceFieldErrors,
  DiscountCodeField,
  ParticipantsInput,
  PriceBox,
  slotChangedMessage,
  type TChoiceField,
  useParticipantsLimit,
} from './ChoiceFields.tsx';
import { SlotPicker, type TSlotChoice } from './SlotPicker.tsx';

/** A time chosen on the details page (its chips), with the kind of booking it was listed under. */
export type TPreferredSlot = { kind: TBookingKind; time: string };

type TBookingWidgetProps = {
  activity: TPublicActivityDetails;
  event?: TBookableEvent;
  preferred?: TPreferredSlot;
};

/**
 * The checkout's schema (and zod with it, about 90 KB) loads when the traveller first moves into the form (a day,
 * a field), not with the box: on a phone the box starts sooner, and by the time the form is sent it is there.
 */
const loadCheckoutSchema = () =>
  importWithRetry(() => import('@roteiro/domain/booking/checkout-request')).then(
    (module) => module.ZCheckoutRequest,
  );

function storedReferralCode(): string | null {
  try {
    return parseStoredReferral(window.localStorage.getItem(REFERRAL_STORAGE_KEY), Date.now())?.code ?? null;
  } catch {
    return null;
  }
}

/**
 * The interactive booking box (loaded when the traveller asks for it): kind, date, time, participants,
 * discount code, the server's price, the rules, name and e-mail, then the provider's checkout.
 */
export function BookingWidget({ activity, event, preferred }: TBookingWidgetProps) {
  const texts = useT();
  const { t, tx, locale } = texts;
  const kinds = useMemo(() => bookingKindsOf(activity, event), [activity, event]);
  const [kind, setKind] = useState<TBookingKind>(
    preferred && kinds.includes(preferred.kind) ? preferred.kind : (kinds[0] ?? 'shared'),
  );
  const [slot, setSlot] = useState<TSlotChoice | null>(null);
  const [participants, setParticipants] = useState<number>(1);
  const [referralCode] = useState<string | null>(storedReferralCode);
  const [codeInput, setCodeInput] = useState(referralCode ?? '');
  const [appliedCode, setAppliedCode] = useState<string | null>(referralCode);
  const [clientName, setClientName] = useState('');
  const [clientEmail, setClientEmail] = useState('');
  const [contact, setContact] = useState<TBookingContact>(EMPTY_BOOKING_CONTACT);
  const [errors, setErrors] = useState<Partial<Record<TChoiceField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const checkout = useCheckoutMutation();
  // Set while a sent form waits for its schema: a second press meanwhile sends nothing more.
  const isSending = useRef(false);

  const scope = useMemo(
    () => ({ activityId: activity.id, kind, eventId: event?.id ?? null }),
    [activity.id, kind, event?.id],
  );
  const maxParticipants = useParticipantsLimit(
    slot,
    kind,
    activity.maxNumOfParticipants,
    participants,
    setParticipants,
  );

  const choice: TBookingChoice | null =
    slot && participants >= 1 && participants <= maxParticipants
      ? {
          activityId: activity.id,
          eventId: event?.id ?? null,
          kind,
          day: slot.day,
          startTime: slot.startTime,
          participants,
          discountCode: appliedCode,
          referralCode,
        }
      : null;
  const price = usePriceQuery(choice);
  const priceError: ApiError | null = price.isError ? price.error : null;
  const codeError = priceError?.fields?.discountCode ?? errors.discountCode;

  const translated = (message: string | undefined) => message && tx(message);

  const setField = (name: TChoiceField, message: string | undefined) =>
    setErrors((current) => ({ ...current, [name]: message }));

  const applyCode = () => {
    const code = codeInput.trim();
    setField('discountCode', undefined);
    setAppliedCode(code.length > 0 ? code : null);
  };

  const refreshTimes = () =>
    queryClient
      .invalidateQueries({ queryKey: [...bookingKeys.all, 'slots'] })
      .then(() => queryClient.invalidateQueries({ queryKey: [...bookingKeys.all, 'availability'] }));

  const handleSubmit = async (submitEvent: FormEvent<HTMLFormElement>) => {
    submitEvent.preventDefault();
    setAlert(null);
    if (!choice) {
      setAlert(slot ? t('booking.widget.chooseParticipants') : t('booking.widget.chooseSlot'));
      return;
    }
    if (isSending.current || checkout.isPending) {
      return;
    }
    isSending.current = true;
    let ZCheckoutRequest: Awaited<ReturnType<typeof loadCheckoutSchema>>;
    try {
      ZCheckoutRequest = await loadCheckoutSchema();
    } catch (error) {
      setAlert(errorText(error, texts));
      return;
    } finally {
      isSending.current = false;
    }
    const parsed = ZCheckoutRequest.safeParse({ ...choice, clientName, clientEmail, ...contact });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    checkout.mutate(parsed.data, {
      onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
      onError: (error) => {
        // The chosen time changed meanwhile (full, taken, too late): say so above the button and fetch the
        // times again, since the fields it concerns are hidden until another time is chosen.
        const slotMessage = slotChangedMessage(error);
        if (slotMessage) {
          setErrors({});
          setAlert(tx(slotMessage));
          setSlot(null);
          void refreshTimes();
          return;
        }
        const fields = choiceFieldErrors(error);
        setErrors(fields);
        if (Object.keys(fields).length === 0) {
          setAlert(errorText(error, texts));
        }
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(submitEvent) => void handleSubmit(submitEvent)}
      onFocus={() => void loadCheckoutSchema().catch(() => undefined)}
      aria-label={t('booking.widget.label')}
    >
      <Stack gap="md">
        {kinds.length > 1 && (
          <SegmentedControl
            fullWidth
            aria-label={t('booking.widget.kind')}
            value={kind}
            onChange={(next) => {
              setKind(next as TBookingKind);
              setSlot(null);
            }}
            data={kinds.map((value) => ({ value, label: t(KIND_LABELS[value]) }))}
          />
        )}
        <SlotPicker
          key={kind}
          scope={scope}
          fixedDay={event?.day}
          preferredTime={preferred?.kind === kind ? preferred.time : undefined}
          salesWindowDays={activity.salesWindowDays}
          value={slot}
          onChange={(next) => {
            setSlot(next);
            setAlert(null);
          }}
        />
        {slot && (
          <>
            <ParticipantsInput
              label={kind === 'private' ? t('booking.widget.groupPeople') : t('booking.widget.participants')}
              description={
                kind === 'private'
                  ? t('booking.widget.privateUpTo', { max: maxParticipants })
                  : t('booking.widget.upTo', { max: maxParticipants })
              }
              max={maxParticipants}
              value={participants}
              onChange={(value) => {
                setParticipants(value);
                setField('participants', undefined);
              }}
              error={translated(errors.participants ?? priceError?.fields?.participants)}
            />
            <DiscountCodeField
              label={t('booking.widget.discountCodeLabel')}
              value={codeInput}
              onChange={setCodeInput}
              onApply={applyCode}
              error={translated(codeError)}
            />
            <PriceBox price={price} />
          </>
        )}
        <Divider />
        {slot && (
          <>
            {/* The chosen slot's terms; the activity's own policy is on its page, as written. */}
            <Text fz="sm" data-testid="cancellation-terms">
              <Text span fw={600}>
                {t('booking.widget.cancellation')}{' '}
              </Text>
              {cancellationTermsText(slotCancellationTerms(slot.day, slot.startTime, new Date()), locale)}
            </Text>
            <TextInput
              label={t('booking.widget.yourName')}
              autoComplete="name"
              required
              value={clientName}
              onChange={(changeEvent) => {
                setClientName(changeEvent.currentTarget.value);
                setField('clientName', undefined);
              }}
              error={translated(errors.clientName)}
            />
            <TextInput
              label={t('booking.widget.email')}
              type="email"
              autoComplete="email"
              required
              description={t('booking.widget.emailHint')}
              value={clientEmail}
              onChange={(changeEvent) => {
                setClientEmail(changeEvent.currentTarget.value);
                setField('clientEmail', undefined);
              }}
              error={translated(errors.clientEmail)}
            />
            <BookingContactFields
              value={contact}
              onChange={(name, value) => {
                setContact((current) => ({ ...current, [name]: value }));
                setField(name, undefined);
              }}
              errors={{ clientPhone: translated(errors.clientPhone), notes: translated(errors.notes) }}
            />
          </>
        )}
        {alert && (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        )}
        <Button
          type="submit"
          color="terracotta"
          size="md"
          fullWidth
          loading={checkout.isPending || checkout.isSuccess}
          disabled={!slot}
        >
          {t('booking.widget.bookNow')}
        </Button>
      </Stack>
    </form>
  );
}
