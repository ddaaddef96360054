import { Group, Stack, Text } from '@mantine/core';
import type { TPriceResponse } from '@roteiro/domain/booking/booking';
import { useT } from '../../shared/i18n/useT.tsx';
import './bookingTexts.ts';

/** The server's price of a choice: subtotal, the discount code's discount, the total. */
export function PriceLines({ price }: { price: Omit<TPriceResponse, 'currency'> }) {
  const { t, price: formatPrice } = useT();
  return (
    <Stack gap={4} aria-label={t('booking.widget.price')} role="group">
      <Group justify="space-between">
        <Text fz="sm">{t('booking.widget.subtotal')}</Text>
        <Text fz="sm">{formatPrice(price.subtotalCents)}</Text>
      </Group>
      {price.discountCents > 0 && (
        <Group justify="space-between">
          <Text fz="sm" c="green">
            {price.discountCode
              ? t('booking.widget.discountCode', { code: price.discountCode })
              : t('booking.widget.discount')}
          </Text>
          <Text fz="sm" c="green">
            −{formatPrice(price.discountCents)}
          </Text>
        </Group>
      )}
      <Group justify="space-between">
        <Text fw={700}>{t('booking.widget.total')}</Text>
        <Text fw={700} fz="lg" data-testid="booking-total">
          {formatPrice(price.amountCents)}
        </Text>
      </Group>
    </Stack>
  );
}
