import {
  Alert,
  Button,
  Card,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TBookingChoice, TBookingKind } from '@roteiro/domain/booking/booking';
import { LOCALE_NAMES, type TLocale } from '@roteiro/domain/i18n/locale';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDay } from '@roteiro/domain/time/format';
import {
  counterTexts,
  type TPaymentMethod,
  type TVendorProduct,
  type TVendorSale,
  ZVendorSaleRequest,
} from '@roteiro/domain/vendors/counter';
import { IconCash, IconDeviceMobile } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import { newKey } from '../../shared/lib/newKey.ts';
import { fieldErrorsOf } from '../../shared/lib/useSchemaForm.ts';
import { ConfirmModal } from '../../shared/ui/ConfirmModal.tsx';
import { KIND_LABELS } from '../booking/bookingKinds.ts';
import { bookingKeys, usePriceQuery } from '../booking/bookingQueries.ts';
import {
  choiceFieldErrors,
  DiscountCodeField,
  ParticipantsInput,
  PriceBox,
  slotChangedMessage,
  type TChoiceField,
  useParticipantsLimit,
} from '../booking/ChoiceFields.tsx';
import { SlotPicker, type TSlotChoice } from '../booking/SlotPicker.tsx';
import { useVendorProductsQuery, useVendorSaleMutation } from './counterQueries.ts';

const productValue = (product: TVendorProduct) => `${product.activityId}|${product.eventId ?? ''}`;

function productLabel(product: TVendorProduct): string {
  if (product.eventId && product.eventDay) {
    return `${product.title} · ${formatDay(product.eventDay)} ${product.eventTime ?? ''}`.trim();
  }
  return product.title;
}

function groupOf(product: TVendorProduct): string {
  if (product.eventId) {
    return 'Events';
  }
  return product.kinds.includes('pass') ? 'Passes' : 'Tours';
}

type TCounterSaleFormProps = { onSold: (sale: TVendorSale) => void };

/**
 * The counter's sale: an activity, pass or event, a time with places (the booking box's calendar and rules),
 * the people, an optional discount code, the customer, and how they pay. The price is the server's. Cash is
 * confirmed in a dialog first (the vendor holds the money); the phone payment opens the provider's checkout.
 */
export function CounterSaleForm({ onSold }: TCounterSaleFormProps) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const products = useVendorProductsQuery(debouncedSearch);
  const [product, setProduct] = useState<TVendorProduct | null>(null);
  const [kind, setKind] = useState<TBookingKind>('shared');
  const [slot, setSlot] = useState<TSlotChoice | null>(null);
  const [participants, setParticipants] = useState(1);
  const [codeInput, setCodeInput] = useState('');
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [clientName, setClientName] = useState('');
  const [clientEmail, setClientEmail] = useState('');
  // The customer's language: the e-mailed tickets and the card payment page are written in it.
  const [customerLocale, setCustomerLocale] = useState<TLocale>('en');
  const [errors, setErrors] = useState<Partial<Record<TChoiceField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isConfirmingCash, setConfirmingCash] = useState(false);
  const [saleKey, setSaleKey] = useState(newKey);
  const queryClient = useQueryClient();
  const sale = useVendorSaleMutation();

  const options = useMemo(() => {
    const list = [...(products.data?.products ?? [])];
    if (product && !list.some((item) => productValue(item) === productValue(product))) {
      list.unshift(product);
    }
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const item of list) {
      const group = groupOf(item);
      groups.set(group, [
        ...(groups.get(group) ?? []),
        { value: productValue(item), label: productLabel(item) },
      ]);
    }
    return { list, data: [...groups].map(([group, items]) => ({ group, items })) };
  }, [products.data, product]);

  const scope = useMemo(
    () => (product ? { activityId: product.activityId, kind, eventId: product.eventId } : null),
    [product, kind],
  );
  const maxParticipants = useParticipantsLimit(
    slot,
    kind,
    product?.maxNumOfParticipants ?? 1,
    participants,
    setParticipants,
  );

  const choice: TBookingChoice | null =
    product && slot && participants >= 1 && participants <= maxParticipants
      ? {
          activityId: product.activityId,
          eventId: product.eventId,
          kind,
          day: slot.day,
          startTime: slot.startTime,
          participants,
          discountCode: appliedCode,
        }
      : null;
  const price = usePriceQuery(choice);
  const priceError = price.isError ? price.error : null;

  const setField = (name: TChoiceField, message: string | undefined) =>
    setErrors((current) => ({ ...current, [name]: message }));

  const chooseProduct = (value: string | null) => {
    const next = options.list.find((item) => productValue(item) === value) ?? null;
    setProduct(next);
    setKind(next?.kinds[0] ?? 'shared');
    setSlot(null);
    setAlert(null);
  };

  const applyCode = () => {
    const code = codeInput.trim();
    setField('discountCode', undefined);
    setAppliedCode(code.length > 0 ? code : null);
  };

  /** The request to send, or null with the problems shown. */
  const validRequest = (paymentMethod: TPaymentMethod) => {
    setAlert(null);
    if (!choice) {
      setAlert(product ? 'Choose a date and a time first.' : 'Choose an activity, a pass or an event first.');
      return null;
    }
    const parsed = ZVendorSaleRequest.safeParse({
      ...choice,
      clientName,
      clientEmail,
      paymentMethod,
      saleKey,
      locale: customerLocale,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return null;
    }
    setErrors({});
    return parsed.data;
  };

  const send = (paymentMethod: TPaymentMethod) => {
    const body = validRequest(paymentMethod);
    if (!body) {
      setConfirmingCash(false);
      return;
    }
    sale.mutate(body, {
      onSuccess: (sold) => {
        setConfirmingCash(false);
        onSold(sold);
      },
      onError: (error) => {
        setConfirmingCash(false);
        // Nothing was sold: the next attempt is a new sale.
        setSaleKey(newKey());
        const slotMessage = slotChangedMessage(error);
        if (slotMessage) {
          setAlert(slotMessage);
          setSlot(null);
          void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
          return;
        }
        const fields = choiceFieldErrors(error);
        setErrors(fields);
        if (Object.keys(fields).length === 0) {
          setAlert(error.message);
        }
      },
    });
  };

  const handleCash = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (validRequest('cash')) {
      setConfirmingCash(true);
    }
  };

  const amountCents = price.data && !price.isError ? price.data.amountCents : null;

  return (
    <form noValidate onSubmit={handleCash} aria-label="Sell tickets">
      <Stack gap="lg">
        <Card withBorder padding="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              1. What
            </Title>
            <Select
              label="Activity, pass or event"
              placeholder="Type to search"
              searchable
              clearable
              data={options.data}
              value={product ? productValue(product) : null}
              onChange={chooseProduct}
              searchValue={search}
              onSearchChange={setSearch}
              // The server already searched: every option it answered is shown.
              filter={({ options: all }) => all}
              nothingFoundMessage={products.isFetching ? 'Searching…' : 'Nothing to sell matches'}
              maxDropdownHeight={320}
              comboboxProps={{ withinPortal: true }}
              size="md"
            />
            {product && product.kinds.length > 1 && (
              <SegmentedControl
                fullWidth
                aria-label="Kind of tour"
                value={kind}
                onChange={(next) => {
                  setKind(next as TBookingKind);
                  setSlot(null);
                }}
                data={product.kinds.map((value) => ({ value, label: t(KIND_LABELS[value]) }))}
              />
            )}
            {scope && (
              <SlotPicker
                key={`${scope.activityId}|${scope.eventId ?? ''}|${kind}`}
                scope={scope}
                fixedDay={product?.eventDay ?? undefined}
                value={slot}
                onChange={(next) => {
                  setSlot(next);
                  setAlert(null);
                }}
              />
            )}
          </Stack>
        </Card>

        {slot ? (
          <Card withBorder padding="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                2. Who
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <ParticipantsInput
                  label={kind === 'private' ? 'People in the group' : 'Number of people'}
                  description={`Up to ${maxParticipants}`}
                  max={maxParticipants}
                  value={participants}
                  onChange={(value) => {
                    setParticipants(value);
                    setField('participants', undefined);
                  }}
                  error={errors.participants ?? priceError?.fields?.participants}
                  size="md"
                />
                <DiscountCodeField
                  label="Discount code (optional)"
                  value={codeInput}
                  onChange={setCodeInput}
                  onApply={applyCode}
                  error={priceError?.fields?.discountCode ?? errors.discountCode}
                  size="md"
                />
                <TextInput
                  label="Customer's name"
                  required
                  autoComplete="off"
                  value={clientName}
                  onChange={(event) => {
                    setClientName(event.currentTarget.value);
                    setField('clientName', undefined);
                  }}
                  error={errors.clientName}
                  size="md"
                />
                <TextInput
                  label="Customer's e-mail"
                  type="email"
                  required
                  autoComplete="off"
                  description="The tickets are sent to this address."
                  value={clientEmail}
                  onChange={(event) => {
                    setClientEmail(event.currentTarget.value);
                    setField('clientEmail', undefined);
                  }}
                  error={errors.clientEmail}
                  size="md"
                />
                <Input.Wrapper
                  id="customer-language"
                  labelElement="div"
                  label="Customer's language"
                  description="The e-mail with the tickets and the card payment page are in this language."
                >
                  <SegmentedControl
                    fullWidth
                    aria-labelledby="customer-language-label"
                    value={customerLocale}
                    onChange={(next) => setCustomerLocale(next as TLocale)}
                    data={(['en', 'pt-PT'] as const).map((value) => ({ value, label: LOCALE_NAMES[value] }))}
                    mt={4}
                  />
                </Input.Wrapper>
              </SimpleGrid>
              <PriceBox price={price} />
            </Stack>
          </Card>
        ) : (
          // Kept in place, so that the steps read 1, 2, 3 before a time is chosen.
          <Card withBorder padding="md">
            <Stack gap={4}>
              <Title order={2} size="h4" c="dimmed">
                2. Who
              </Title>
              <Text size="sm" c="dimmed">
                Choose what to sell and when first.
              </Text>
            </Stack>
          </Card>
        )}

        {alert && (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        )}

        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              3. Payment
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Button
                type="submit"
                size="lg"
                mih={56}
                h="auto"
                styles={{ label: { whiteSpace: 'normal' } }}
                color="terracotta"
                leftSection={<IconCash aria-hidden />}
                disabled={!slot}
                loading={sale.isPending && sale.variables?.paymentMethod === 'cash'}
              >
                Paid in cash
              </Button>
              <Button
                size="lg"
                mih={56}
                h="auto"
                styles={{ label: { whiteSpace: 'normal' } }}
                variant="light"
                leftSection={<IconDeviceMobile aria-hidden />}
                disabled={!slot || sale.isPending}
                loading={sale.isPending && sale.variables?.paymentMethod === 'card'}
                onClick={() => send('card')}
              >
                Pay on the customer's phone
              </Button>
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              With the phone, the customer scans a QR code on your screen and pays by card; the tickets appear
              here once paid. Either way they are e-mailed to the customer.
            </Text>
          </Stack>
        </Card>
      </Stack>
      <ConfirmModal
        opened={isConfirmingCash}
        title={counterTexts.confirmCashTitle}
        confirmLabel={
          amountCents === null ? 'Confirm cash sale' : `Confirm ${formatCents(amountCents)} received`
        }
        isLoading={sale.isPending}
        onConfirm={() => send('cash')}
        onClose={() => setConfirmingCash(false)}
      >
        {amountCents === null
          ? 'Confirm that you received the payment in cash.'
          : counterTexts.confirmCash(amountCents)}
      </ConfirmModal>
    </form>
  );
}
