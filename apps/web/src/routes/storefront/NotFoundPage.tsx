import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { IconCompass } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/useT.tsx';

/** Any path the app does not know, inside or outside a guarded area. */
export function NotFoundPage() {
  const { t, say } = useT();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <IconCompass size={56} stroke={1.4} color="var(--mantine-color-azulejo-6)" aria-hidden />
        <Title order={1}>{t('common.notFound.title')}</Title>
        <Text c="dimmed">{say(messages, 'notFound')}</Text>
        <Button component={Link} to="/home" mt="sm">
          {t('common.notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
