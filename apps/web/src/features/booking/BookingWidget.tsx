import '../../shared/ui/styles/booking.ts';
import { Alert, Button, Divider, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { TBookingKind } from '@roteiro/domain/booking/booking';
import { cancellationTermsText, slotCancellationTerms } from '@roteiro/domain/booking/cancellation';
import type { TPublicActivityDetails } from '@roteiro/domain/catalogue/public';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { schemaErrors } from '../../shared/lib/useDomainForm.ts';
import { parseStoredReferral, REFERRAL_STORAGE_KEY } from '../referral/referral.ts';
import { bookingKindsOf, KIND_LABELS, type TBookableEvent } from './bookingKinds.ts';
import './bookingTexts.ts';
import {
  BookingContactFields,
  EMPTY_BOOKING_CONTACT,
  type TBookingContact,
} from './BookingContactFields.tsx';
import { useCheckoutMutation } from './bookingQueries.ts';
import { DiscountCodeField, ParticipantsInput, PriceBox } from './ChoiceFields.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import { useBookingChoice } from './useBookingChoice.ts';

/** A time chosen on the details page (its chips), with the kind of booking it was listed under. */
export type TPreferredSlot = { kind: TBookingKind; time: string };

type TBookingWidgetProps = {
  activity: TPublicActivityDetails;
  event?: TBookableEvent;
  preferred?: TPreferredSlot;
  /** Where the provider's checkout opens (default: this page); the embedded box opens it in a new tab. */
  onCheckoutUrl?: (checkoutUrl: string) => void;
  /**
   * The referral the box was opened with (an affiliate's embedded box carries it in its address), before the stored
   * one: a framed page may have no storage of its own (a browser that blocks a third-party frame's storage).
   */
  referralCode?: string | null;
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
export function BookingWidget({
  activity,
  event,
  preferred,
  onCheckoutUrl,
  referralCode: givenReferralCode,
}: TBookingWidgetProps) {
  const texts = useT();
  const { t, locale } = texts;
  const kinds = useMemo(() => bookingKindsOf(activity, event), [activity, event]);
  const [referralCode] = useState<string | null>(() => givenReferralCode ?? storedReferralCode());
  const booking = useBookingChoice({
    bookable: {
      activityId: activity.id,
      eventId: event?.id ?? null,
      maxParticipants: activity.maxNumOfParticipants,
    },
    initialKind: preferred && kinds.includes(preferred.kind) ? preferred.kind : (kinds[0] ?? 'shared'),
    referralCode,
  });
  const { kind, slot, choice } = booking;
  const scope = useMemo(
    () => ({ activityId: activity.id, kind, eventId: event?.id ?? null }),
    [activity.id, kind, event?.id],
  );
  const [clientName, setClientName] = useState('');
  const [clientEmail, setClientEmail] = useState('');
  const [contact, setContact] = useState<TBookingContact>(EMPTY_BOOKING_CONTACT);
  const checkout = useCheckoutMutation();
  // Set while a sent form waits for its schema: a second press meanwhile sends nothing more.
  const isSending = useRef(false);

  const handleSubmit = async (submitEvent: FormEvent<HTMLFormElement>) => {
    submitEvent.preventDefault();
    booking.setAlert(null);
    if (!choice) {
      booking.setAlert(slot ? t('booking.widget.chooseParticipants') : t('booking.widget.chooseSlot'));
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
      booking.setAlert(errorText(error, texts));
      return;
    } finally {
      isSending.current = false;
    }
    const request = { ...choice, clientName, clientEmail, ...contact };
    const parsed = ZCheckoutRequest.safeParse(request);
    if (!parsed.success) {
      booking.setErrors(schemaErrors(ZCheckoutRequest, request));
      return;
    }
    booking.setErrors({});
    checkout.mutate(parsed.data, {
      onSuccess: ({ checkoutUrl }) =>
        onCheckoutUrl ? onCheckoutUrl(checkoutUrl) : window.location.assign(checkoutUrl),
      // The chosen time changed meanwhile (full, taken, too late): said above the button, its times fetched again.
      onError: (error) => booking.showRefusal(error),
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
            onChange={(next) => booking.chooseKind(next as TBookingKind)}
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
          onChange={booking.chooseSlot}
        />
        {slot && (
          <>
            <ParticipantsInput
              label={kind === 'private' ? t('booking.widget.groupPeople') : t('booking.widget.participants')}
              description={
                kind === 'private'
                  ? t('booking.widget.privateUpTo', { max: booking.maxParticipants })
                  : t('booking.widget.upTo', { max: booking.maxParticipants })
              }
              max={booking.maxParticipants}
              value={booking.participants}
              onChange={booking.setParticipants}
              error={booking.errorOf('participants')}
            />
            <DiscountCodeField
              label={t('booking.widget.discountCodeLabel')}
              value={booking.codeInput}
              onChange={booking.setCodeInput}
              onApply={booking.applyCode}
              error={booking.errorOf('discountCode')}
            />
            <PriceBox price={booking.price} />
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
                booking.clearError('clientName');
              }}
              error={booking.errorOf('clientName')}
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
                booking.clearError('clientEmail');
              }}
              error={booking.errorOf('clientEmail')}
            />
            <BookingContactFields
              value={contact}
              onChange={(name, value) => {
                setContact((current) => ({ ...current, [name]: value }));
                booking.clearError(name);
              }}
              errors={{ clientPhone: booking.errorOf('clientPhone'), notes: booking.errorOf('notes') }}
            />
          </>
        )}
        {booking.alert && (
          <Alert color="red" variant="light" role="alert">
            {booking.alert}
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
