import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/useT.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';

/**
 * A booking link that does not open its booking (incomplete, wrong or unknown): what went wrong, and the way on,
 * the booking look-up by reference and e-mail (trying the same link again cannot help).
 */
export function BookingLinkError({
  pageTitle,
  title,
  message,
  findLabel,
}: {
  pageTitle: string;
  title: string;
  message: string;
  /** The look-up button's text; "Find your booking" by default. */
  findLabel?: string;
}) {
  const { t } = useT();
  return (
    <ErrorState pageTitle={pageTitle} title={title} message={message}>
      <Button component={Link} to="/manage-booking" variant="default">
        {findLabel ?? t('booking.success.find')}
      </Button>
    </ErrorState>
  );
}
