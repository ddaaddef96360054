import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/useT.tsx';

/** /concierge/quote/success — the confirmation after a quote request was sent (quote-request-sent). */
export function QuoteSuccessPage() {
  const { t } = useT();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" color="green" variant="light" aria-hidden>
          <IconMailCheck size={40} />
        </ThemeIcon>
        <Title order={1}>{t('quote.success.title')}</Title>
        <Text c="dimmed">{t('quote.success.text')}</Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/discover">
            {t('quote.success.browse')}
          </Button>
          <Button component={Link} to="/home" variant="default">
            {t('common.notFound.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
