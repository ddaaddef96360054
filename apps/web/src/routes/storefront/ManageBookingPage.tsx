import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ZFindBookingRequest } from '@roteiro/domain/booking/booking';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFindBookingMutation } from '../../features/booking/bookingQueries.ts';
import '../../features/booking/bookingTexts.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { manageLink } from './BookingSuccessPage.tsx';

/** /manage-booking — find a booking by its reference and e-mail, no account needed. */
export function ManageBookingPage() {
  const texts = useT();
  const { t } = texts;
  const form = useDomainForm({ schema: ZFindBookingRequest, initialValues: { reference: '', email: '' } });
  const find = useFindBookingMutation();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);

  const submit = form.onSubmit((body) => {
    find.mutate(body, {
      onSuccess: (view) => void navigate(manageLink(view.reference, view.token)),
      onError: (error) => {
        const named = Object.keys(error.fields ?? {}).some(
          (name) => name === 'reference' || name === 'email',
        );
        if (named) {
          form.setErrors(error.fields ?? {});
        } else {
          setAlert(errorText(error, texts));
        }
      },
    });
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    setAlert(null);
    submit(event);
  };

  return (
    <Container size="xs" py={{ base: 'lg', sm: 'xl' }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <form noValidate onSubmit={handleSubmit} aria-labelledby="manage-booking-title">
          <Stack gap="md">
            <Title order={1} size="h2" id="manage-booking-title">
              {t('common.meta.manageBooking.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('booking.manage.findIntro')}
            </Text>
            <TextInput
              label={t('booking.summary.reference')}
              autoComplete="off"
              autoCapitalize="characters"
              required
              {...form.getInputProps('reference')}
            />
            <TextInput
              label={t('booking.widget.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            {alert && (
              <Alert color="red" variant="light" role="alert">
                {alert}
              </Alert>
            )}
            <Button type="submit" loading={find.isPending} mih={44}>
              {t('booking.manage.find')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
