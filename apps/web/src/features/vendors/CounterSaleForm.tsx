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
import type { TBookingKind } from '@roteiro/domain/booking/booking';
import { LOCALE_NAMES, type TLocale } from '@roteiro/domain/i18n/locale';
import { formatDay } from '@roteiro/domain/time/format';
import {
  type TPaymentMethod,
  type TVendorProduct,
  type TVendorSale,
  type TVendorSaleRequest,
  ZVendorSaleRequest,
} from '@roteiro/domain/vendors/counter';
import { IconCash, IconDeviceMobile } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { type TTexts, useT } from '../../shared/i18n/useT.tsx';
import { newKey } from '../../shared/lib/newKey.ts';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { ConfirmModal } from '../../shared/ui/ConfirmModal.tsx';
import { KIND_LABELS } from '../booking/bookingKinds.ts';
import { DiscountCodeField, ParticipantsInput, PriceBox } from '../booking/ChoiceFields.tsx';
import { SlotPicker } from '../booking/SlotPicker.tsx';
import { useBookingChoice } from '../booking/useBookingChoice.ts';
import { useVendorProductsQuery, useVendorSaleMutation } from './counterQueries.ts';
import { counterTexts } from './counterTexts.ts';

const productValue = (product: TVendorProduct) => `${product.activityId}|${product.eventId ?? ''}`;

function productLabel(product: TVendorProduct, locale: TTexts['locale']): string {
  if (product.eventId && product.eventDay) {
    return `${product.title} · ${formatDay(product.eventDay, locale)} ${product.eventTime ?? ''}`.trim();
  }
  return product.title;
}

function groupOf(product: TVendorProduct): TMessageId {
  if (product.eventId) {
    return 'counter.form.events';
  }
  return product.kinds.includes('pass') ? 'counter.form.passes' : 'counter.form.tours';
}

/** The customer's part of a sale; the rest is the booking choice and the payment. */
const ZCounterCustomer = ZVendorSaleRequest.pick({ clientName: true, clientEmail: true, locale: true });

type TCounterSaleFormProps = { onSold: (sale: TVendorSale) => void };

/**
 * The counter's sale: an activity, pass or event, a time with places (the booking box's calendar and rules),
 * the people, an optional discount code, the customer, and how they pay. The price is the server's. Cash is
 * confirmed in a dialog first (the vendor holds the money); the phone payment opens the provider's checkout.
 */
export function CounterSaleForm({ onSold }: TCounterSaleFormProps) {
  const { t, say, price: formatPrice, locale } = useT();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const products = useVendorProductsQuery(debouncedSearch);
  const [product, setProduct] = useState<TVendorProduct | null>(null);
  const booking = useBookingChoice({
    bookable: product && {
      activityId: product.activityId,
      eventId: product.eventId,
      maxParticipants: product.maxNumOfParticipants,
    },
    initialKind: 'shared',
  });
  const { kind, slot, choice, price } = booking;
  // The customer, and their language: the e-mailed tickets and the card payment page are written in it.
  const form = useDomainForm({
    schema: ZCounterCustomer,
    initialValues: { clientName: '', clientEmail: '', locale: 'en' as TLocale },
  });
  const [isConfirmingCash, setConfirmingCash] = useState(false);
  const [saleKey, setSaleKey] = useState(newKey);
  const sale = useVendorSaleMutation();

  const options = useMemo(() => {
    const list = [...(products.data?.products ?? [])];
    if (product && !list.some((item) => productValue(item) === productValue(product))) {
      list.unshift(product);
    }
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const item of list) {
      const group = t(groupOf(item));
      groups.set(group, [
        ...(groups.get(group) ?? []),
        { value: productValue(item), label: productLabel(item, locale) },
      ]);
    }
    return { list, data: [...groups].map(([group, items]) => ({ group, items })) };
  }, [products.data, product, t, locale]);

  const scope = useMemo(
    () => (product ? { activityId: product.activityId, kind, eventId: product.eventId } : null),
    [product, kind],
  );
  const chooseProduct = (value: string | null) => {
    const next = options.list.find((item) => productValue(item) === value) ?? null;
    setProduct(next);
    booking.chooseKind(next?.kinds[0] ?? 'shared');
    booking.setAlert(null);
  };

  /** The request to send, or null with the problems shown. */
  const validRequest = (paymentMethod: TPaymentMethod) => {
    booking.setAlert(null);
    if (!choice) {
      booking.setAlert(t(product ? 'counter.form.chooseTime' : 'counter.form.chooseProduct'));
      return null;
    }
    booking.setErrors({});
    if (form.validate().hasErrors) {
      return null;
    }
    const request: TVendorSaleRequest = { ...choice, ...form.getTransformedValues(), paymentMethod, saleKey };
    return request;
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
        // The chosen time changed meanwhile (full, taken, too late): said above the buttons, its times fetched again.
        booking.showRefusal(error, form);
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
    <form noValidate onSubmit={handleCash} aria-label={t('counter.form.label')}>
      <Stack gap="lg">
        <Card withBorder padding="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('counter.form.what')}
            </Title>
            <Select
              label={t('counter.form.product')}
              placeholder={t('counter.form.search')}
              searchable
              clearable
              data={options.data}
              value={product ? productValue(product) : null}
              onChange={chooseProduct}
              searchValue={search}
              onSearchChange={setSearch}
              // The server already searched: every option it answered is shown.
              filter={({ options: all }) => all}
              nothingFoundMessage={t(
                products.isFetching ? 'counter.form.searching' : 'counter.form.nothingFound',
              )}
              maxDropdownHeight={320}
              comboboxProps={{ withinPortal: true }}
              size="md"
            />
            {product && product.kinds.length > 1 && (
              <SegmentedControl
                fullWidth
                aria-label={t('counter.form.kindOfTour')}
                value={kind}
                onChange={(next) => booking.chooseKind(next as TBookingKind)}
                data={product.kinds.map((value) => ({ value, label: t(KIND_LABELS[value]) }))}
              />
            )}
            {scope && (
              <SlotPicker
                key={`${scope.activityId}|${scope.eventId ?? ''}|${kind}`}
                scope={scope}
                fixedDay={product?.eventDay ?? undefined}
                value={slot}
                onChange={booking.chooseSlot}
              />
            )}
          </Stack>
        </Card>

        {slot ? (
          <Card withBorder padding="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('counter.form.who')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <ParticipantsInput
                  label={t(kind === 'private' ? 'counter.form.peopleInGroup' : 'counter.form.numberOfPeople')}
                  description={t('counter.form.upTo', { max: booking.maxParticipants })}
                  max={booking.maxParticipants}
                  value={booking.participants}
                  onChange={booking.setParticipants}
                  error={booking.errorOf('participants')}
                  size="md"
                />
                <DiscountCodeField
                  label={t('counter.form.discountCode')}
                  value={booking.codeInput}
                  onChange={booking.setCodeInput}
                  onApply={booking.applyCode}
                  error={booking.errorOf('discountCode')}
                  size="md"
                />
                <TextInput
                  label={t('counter.form.customerName')}
                  required
                  autoComplete="off"
                  {...form.getInputProps('clientName')}
                  size="md"
                />
                <TextInput
                  label={t('counter.form.customerEmail')}
                  type="email"
                  required
                  autoComplete="off"
                  description={t('counter.form.customerEmailHint')}
                  {...form.getInputProps('clientEmail')}
                  size="md"
                />
                <Input.Wrapper
                  id="customer-language"
                  labelElement="div"
                  label={t('counter.form.customerLanguage')}
                  description={t('counter.form.customerLanguageHint')}
                >
                  <SegmentedControl
                    fullWidth
                    aria-labelledby="customer-language-label"
                    value={form.values.locale}
                    onChange={(next) => form.setFieldValue('locale', next as TLocale)}
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
                {t('counter.form.who')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('counter.form.chooseFirst')}
              </Text>
            </Stack>
          </Card>
        )}

        {booking.alert && (
          <Alert color="red" variant="light" role="alert">
            {booking.alert}
          </Alert>
        )}

        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('counter.form.payment')}
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
                {t('counter.form.paidInCash')}
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
                {t('counter.form.payOnPhone')}
              </Button>
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {t('counter.form.paymentHint')}
            </Text>
          </Stack>
        </Card>
      </Stack>
      <ConfirmModal
        opened={isConfirmingCash}
        title={say(counterTexts, 'confirmCashTitle')}
        confirmLabel={
          amountCents === null
            ? t('counter.form.confirmCashSale')
            : t('counter.form.confirmReceived', { amount: formatPrice(amountCents) })
        }
        isLoading={sale.isPending}
        onConfirm={() => send('cash')}
        onClose={() => setConfirmingCash(false)}
      >
        {amountCents === null
          ? t('counter.form.confirmCashReceived')
          : say(counterTexts, 'confirmCash', amountCents)}
      </ConfirmModal>
    </form>
  );
}
