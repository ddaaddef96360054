import { NumberInput, type NumberInputProps } from '@mantine/core';

type TWholeNumberInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'allowDecimal'> & {
  value: number | null;
  onChange: (value: number | null) => void;
};

/** A whole number, kept as null while the field is empty. */
export function WholeNumberInput({ value, onChange, ...props }: TWholeNumberInputProps) {
  return (
    <NumberInput
      {...props}
      allowDecimal={false}
      value={value ?? ''}
      onChange={(next) => onChange(next === '' ? null : Number(next))}
    />
  );
}
