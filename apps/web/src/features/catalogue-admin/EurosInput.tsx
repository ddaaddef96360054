import { NumberInput } from '@mantine/core';
import { eurosToCents } from '@roteiro/domain/money/money';

type TEurosInputProps = {
  label: string;
  value: number | null;
  onChange: (cents: number | null) => void;
  onFocus?: () => void;
  error?: React.ReactNode;
  description?: string;
  required?: boolean;
};

/** Money typed in euros, kept in cents (the API's unit). */
export function EurosInput({
  label,
  value,
  onChange,
  onFocus,
  error,
  description,
  required,
}: TEurosInputProps) {
  return (
    <NumberInput
      label={label}
      description={description}
      required={required}
      error={error}
      min={0}
      decimalScale={2}
      step={1}
      prefix="€ "
      thousandSeparator=" "
      inputMode="decimal"
      value={value === null ? '' : value / 100}
      onFocus={onFocus}
      onChange={(next) => onChange(next === '' ? null : eurosToCents(next))}
    />
  );
}
