import '../../shared/ui/styles/all.ts';
import {
  Alert,
  Button,
  Divider,
  Group,
  NumberInput,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  bookingMessages,
  REFUND_RULE,
  type TBookingChoice,
  type TBookingKind,
  ZCheckoutRequest,
} from '@roteiro/domain/booking/booking';
import type { TPublicActivityDetails } from '@roteiro/domain/catalogue/public';
import { formatCents } from '@roteiro/domain/money/money';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { ApiError } from '../../shared/lib/api.ts';
import { fieldErrorsOf } from '../../shared/lib/useSchemaForm.ts';
import { parseStoredReferral, REFERRAL_STORAGE_KEY } from '../referral/referral.ts';
import { bookingKindsOf, KIND_LABELS, type TBookableEvent } from './bookingKinds.ts';
import { bookingKeys, useCheckoutMutation, usePriceQuery } from './bookingQueries.ts';
import { SlotPicker, type TSlotChoice } from './SlotPicker.tsx';

type TBookingWidgetProps = { activity: TPublicActivityDetails; event?: TBookableEvent };

type TFieldName = 'participants' | 'discountCode' | 'clientName' | 'clientEmail';

/** Answers that mean the chosen time changed under the traveller: the times are fetched again. */
const SLOT_MESSAGES: string[] = [
  bookingMessages.slotUnavailable,
  bookingMessages.notEnoughPlaces,
  bookingMessages.privateTaken,
  bookingMessages.tooLate,
  bookingMessages.pastDate,
];

function storedReferralCode(): string | null {
  try {
    return parseStoredReferral(window.localStorage.getItem(REFERRAL_STORAGE_KEY), Date.now())?.code ?? null;
  } catch {
    return null;
  }
}

function PriceLines({
  price,
}: {
  price: { subtotalCents: number; discountCents: number; amountCents: number; discountCode: string | null };
}) {
  return (
    <Stack gap={4} aria-label="Price" role="group">
      <Group justify="space-between">
        <Text fz="sm">Subtotal</Text>
        <Text fz="sm">{formatCents(price.subtotalCents)}</Text>
      </Group>
      {price.discountCents > 0 && (
        <Group justify="space-between">
          <Text fz="sm" c="green.8">
            Discount{price.discountCode ? ` (${price.discountCode})` : ''}
          </Text>
          <Text fz="sm" c="green.8">
            −{formatCents(price.discountCents)}
          </Text>
        </Group>
      )}
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} fz="lg" data-testid="booking-total">
          {formatCents(price.amountCents)}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * The interactive booking box (loaded when the traveller asks for it): kind, date, time, participants,
 * discount code, the server's price, the rules, name and e-mail, then the provider's checkout.
 */
export function BookingWidget({ activity, event }: TBookingWidgetProps) {
  const kinds = useMemo(() => bookingKindsOf(activity, event), [activity, event]);
  const [kind, setKind] = useState<TBookingKind>(kinds[0] ?? 'shared');
  const [slot, setSlot] = useState<TSlotChoice | null>(null);
  const [participants, setParticipants] = useState<number>(1);
  const [referralCode] = useState<string | null>(storedReferralCode);
  const [codeInput, setCodeInput] = useState(referralCode ?? '');
  const [appliedCode, setAppliedCode] = useState<string | null>(referralCode);
  const [clientName, setClientName] = useState('');
  const [clientEmail, setClientEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<TFieldName, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const checkout = useCheckoutMutation();

  const scope = useMemo(
    () => ({ activityId: activity.id, kind, eventId: event?.id ?? null }),
    [activity.id, kind, event?.id],
  );
  const maxParticipants = slot
    ? kind === 'private'
      ? Math.min(slot.placesLeft, activity.maxNumOfParticipants)
      : slot.placesLeft
    : activity.maxNumOfParticipants;

  // Fewer places than chosen participants (another time, or the places went): stay within the limit.
  useEffect(() => {
    if (maxParticipants > 0 && participants > maxParticipants) {
      setParticipants(maxParticipants);
    }
  }, [maxParticipants, participants]);

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

  const setField = (name: TFieldName, message: string | undefined) =>
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

  const handleSubmit = (submitEvent: FormEvent<HTMLFormElement>) => {
    submitEvent.preventDefault();
    setAlert(null);
    if (!choice) {
      setAlert(slot ? 'Choose how many participants.' : 'Choose a date and a time first.');
      return;
    }
    const parsed = ZCheckoutRequest.safeParse({ ...choice, clientName, clientEmail });
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
        const slotMessage = [error.message, ...Object.values(error.fields ?? {})].find(
          (text) =>
            SLOT_MESSAGES.includes(text) || text === error.fields?.startTime || text === error.fields?.day,
        );
        if (slotMessage) {
          setErrors({});
          setAlert(slotMessage);
          setSlot(null);
          void refreshTimes();
          return;
        }
        const fields = Object.fromEntries(
          Object.entries(error.fields ?? {}).filter(([name]) =>
            ['participants', 'discountCode', 'clientName', 'clientEmail'].includes(name),
          ),
        );
        setErrors(fields);
        if (Object.keys(fields).length === 0) {
          setAlert(error.message);
        }
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Book this activity">
      <Stack gap="md">
        {kinds.length > 1 && (
          <SegmentedControl
            fullWidth
            aria-label="Kind of tour"
            value={kind}
            onChange={(next) => {
              setKind(next as TBookingKind);
              setSlot(null);
            }}
            data={kinds.map((value) => ({ value, label: KIND_LABELS[value] }))}
          />
        )}
        <SlotPicker
          key={kind}
          scope={scope}
          fixedDay={event?.day}
          value={slot}
          onChange={(next) => {
            setSlot(next);
            setAlert(null);
          }}
        />
        {slot && (
          <>
            <NumberInput
              label={kind === 'private' ? 'People in your group' : 'Participants'}
              description={
                kind === 'private'
                  ? `Private tour for up to ${maxParticipants} people, one price per group`
                  : `Up to ${maxParticipants}`
              }
              min={1}
              max={maxParticipants}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              value={participants}
              onChange={(value) => {
                setParticipants(typeof value === 'number' ? value : Number.parseInt(value, 10) || 1);
                setField('participants', undefined);
              }}
              error={errors.participants ?? priceError?.fields?.participants}
              required
            />
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                label="Discount code"
                style={{ flex: 1 }}
                value={codeInput}
                onChange={(changeEvent) => setCodeInput(changeEvent.currentTarget.value)}
                onBlur={applyCode}
                onKeyDown={(keyEvent) => {
                  if (keyEvent.key === 'Enter') {
                    keyEvent.preventDefault();
                    applyCode();
                  }
                }}
                error={codeError}
                autoComplete="off"
                autoCapitalize="characters"
              />
              <Button variant="default" mt={25} mih={36} onClick={applyCode}>
                Apply
              </Button>
            </Group>
            {price.data && !price.isError ? (
              <PriceLines price={price.data} />
            ) : price.isFetching ? (
              <Skeleton height={64} />
            ) : priceError && !priceError.fields?.discountCode ? (
              <Alert color="red" variant="light" role="alert">
                {priceError.message}
              </Alert>
            ) : null}
          </>
        )}
        <Divider />
        <Stack gap={4}>
          <Text fz="sm">
            <Text span fw={600}>
              Cancellation:{' '}
            </Text>
            {activity.cancellationPolicy}
          </Text>
          <Text fz="sm" c="dimmed">
            {REFUND_RULE}
          </Text>
        </Stack>
        {slot && (
          <>
            <TextInput
              label="Your name"
              autoComplete="name"
              required
              value={clientName}
              onChange={(changeEvent) => {
                setClientName(changeEvent.currentTarget.value);
                setField('clientName', undefined);
              }}
              error={errors.clientName}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              description="Your tickets are sent to this address."
              value={clientEmail}
              onChange={(changeEvent) => {
                setClientEmail(changeEvent.currentTarget.value);
                setField('clientEmail', undefined);
              }}
              error={errors.clientEmail}
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
          Book now
        </Button>
      </Stack>
    </form>
  );
}
