import { Textarea, TextInput } from '@mantine/core';
import { BOOKING_NOTES_MAX } from '@roteiro/domain/booking/limits';
import { useT } from '../../shared/i18n/useT.tsx';

/** The traveller's optional details for the guide, as typed; the checkout's schema parses them. */
export type TBookingContact = { clientPhone: string; notes: string };
export const EMPTY_BOOKING_CONTACT: TBookingContact = { clientPhone: '', notes: '' };

type TBookingContactFieldsProps = {
  value: TBookingContact;
  onChange: (name: keyof TBookingContact, value: string) => void;
  errors: Partial<Record<keyof TBookingContact, string>>;
};

/**
 * The booking form's optional section for the guide: a phone number (any country's, with its code; a number
 * without one is Portuguese) and notes (special needs, diet…). The guide sees both on the group's list.
 */
export function BookingContactFields({ value, onChange, errors }: TBookingContactFieldsProps) {
  const { t } = useT();
  return (
    <>
      <TextInput
        label={t('booking.contact.phone')}
        description={t('booking.contact.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={value.clientPhone}
        onChange={(event) => onChange('clientPhone', event.currentTarget.value)}
        error={errors.clientPhone}
      />
      <Textarea
        size="md"
        label={t('booking.contact.notes')}
        description={t('booking.contact.notesHint', { max: BOOKING_NOTES_MAX })}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={BOOKING_NOTES_MAX}
        value={value.notes}
        onChange={(event) => onChange('notes', event.currentTarget.value)}
        error={errors.notes}
      />
    </>
  );
}
