import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { formatNumericDay, parseNumericDay } from '@roteiro/domain/time/format';
import { IconCalendar } from '@tabler/icons-react';
import { useT } from '../i18n/useT.tsx';
import { calendarProps } from './calendarLocale.ts';

type TDayInputProps = {
  label: string;
  /** A Lisbon calendar day 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (day: string) => void;
  description?: string;
  error?: string | undefined;
  required?: boolean;
  /** The earliest day that can be chosen ('YYYY-MM-DD'). */
  minDate?: string;
  clearable?: boolean;
};

/**
 * A day typed or picked day first, 'DD/MM/YYYY' whatever the browser's language: the browser's own date
 * field wrote 'mm/dd/yyyy' for an American English browser. The value stays the API's 'YYYY-MM-DD'.
 */
export function DayInput({
  label,
  value,
  onChange,
  description,
  error,
  required,
  minDate,
  clearable = false,
}: TDayInputProps) {
  const { locale, t } = useT();
  return (
    <DateInput
      {...calendarProps(locale)}
      label={label}
      description={description}
      placeholder={t('common.dayInput.pattern')}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat={formatNumericDay}
      dateParser={parseNumericDay}
      error={error}
      required={required}
      minDate={minDate}
      clearable={clearable}
      // Mantine's clear button has no name of its own (axe: button-name).
      clearButtonProps={{ 'aria-label': t('common.dayInput.clear', { label: label.toLowerCase() }) }}
      leftSection={<IconCalendar size={18} aria-hidden />}
      popoverProps={{ withinPortal: true }}
    />
  );
}
