import { ActionIcon, Alert, Button, Group, NumberInput, Skeleton, TextInput } from '@mantine/core';
import type { TPriceResponse } from '@roteiro/domain/booking/booking';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import type { ApiError } from '../../shared/lib/api.ts';
import './bookingTexts.ts';
import { PriceLines } from './PriceLines.tsx';

/**
 * The fields a booking choice is made of, shared by the traveller's booking box and the vendor's counter: the
 * people, the discount code and the server's price (their state: useBookingChoice).
 */

type TParticipantsInputProps = {
  label: string;
  description: string;
  max: number;
  value: number;
  onChange: (value: number) => void;
  error: string | undefined;
  size?: 'sm' | 'md';
};

/**
 * How many people: a number field between a − and a + button, each named for what it does ("Remove one
 * person", "Add one person") and at least 44 px wide for a thumb; a button is off at the limit it would pass.
 */
export function ParticipantsInput({
  label,
  description,
  max,
  value,
  onChange,
  error,
  size,
}: TParticipantsInputProps) {
  const { t } = useT();
  const stepper = (delta: 1 | -1) => {
    const isOff = delta === 1 ? value >= max : value <= 1;
    return (
      <ActionIcon
        variant="subtle"
        size={44}
        radius="md"
        aria-label={delta === 1 ? t('booking.widget.addOne') : t('booking.widget.removeOne')}
        disabled={isOff}
        onClick={() => onChange(Math.min(max, Math.max(1, value + delta)))}
      >
        {delta === 1 ? <IconPlus size={20} aria-hidden /> : <IconMinus size={20} aria-hidden />}
      </ActionIcon>
    );
  };
  return (
    <NumberInput
      label={label}
      description={description}
      min={1}
      max={max}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      value={value}
      onChange={(next) => onChange(typeof next === 'number' ? next : Number.parseInt(next, 10) || 1)}
      error={error}
      required
      size={size}
      hideControls
      leftSection={stepper(-1)}
      rightSection={stepper(1)}
      leftSectionWidth={48}
      rightSectionWidth={48}
      leftSectionPointerEvents="all"
      rightSectionPointerEvents="all"
      styles={{ input: { minHeight: 48, textAlign: 'center' } }}
    />
  );
}

type TDiscountCodeFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Applies what is typed (on Apply, Enter or leaving the field). */
  onApply: () => void;
  error: string | undefined;
  size?: 'sm' | 'md';
};

/** An affiliate's discount code, applied to the server's price. */
export function DiscountCodeField({ label, value, onChange, onApply, error, size }: TDiscountCodeFieldProps) {
  const { t } = useT();
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        style={{ flex: 1 }}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onApply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onApply();
          }
        }}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        size={size}
      />
      <Button variant="default" mt={size === 'md' ? 27 : 25} mih={size === 'md' ? 42 : 36} onClick={onApply}>
        {t('booking.widget.apply')}
      </Button>
    </Group>
  );
}

/** The server's price of the choice, a placeholder while it is asked, or why it could not be priced. */
export function PriceBox({ price }: { price: UseQueryResult<TPriceResponse, ApiError> }) {
  const texts = useT();
  if (price.data && !price.isError) {
    return <PriceLines price={price.data} />;
  }
  if (price.isFetching) {
    return <Skeleton height={64} />;
  }
  // A discount code's problem is shown at its field.
  if (price.isError && !price.error.fields?.discountCode) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorText(price.error, texts)}
      </Alert>
    );
  }
  return null;
}
