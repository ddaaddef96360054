import { Alert, Button, Container, Group, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT.tsx';

type TErrorStateProps = {
  title: string;
  message: string;
  /** The page's own heading, where the failure takes the whole page (a page keeps its h1 for screen readers). */
  pageTitle?: string;
  onRetry?: () => void;
  isRetrying?: boolean;
  children?: ReactNode;
};

/** A failure the user can act on: what happened, and a Retry button when trying again may help. */
export function ErrorState({
  title,
  message,
  pageTitle,
  onRetry,
  isRetrying = false,
  children,
}: TErrorStateProps) {
  const { t } = useT();
  return (
    <Container size="sm" py="xl">
      {pageTitle && (
        <Title order={1} size="h2" mb="md">
          {pageTitle}
        </Title>
      )}
      <Alert
        color="red"
        variant="light"
        title={title}
        icon={<IconAlertTriangle aria-hidden />}
        role="alert"
        styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
      >
        <Text size="sm">{message}</Text>
        {(onRetry || children) && (
          <Group mt="md" gap="sm">
            {onRetry && (
              <Button
                variant="filled"
                color="red.8"
                leftSection={<IconRefresh size={18} aria-hidden />}
                onClick={onRetry}
                loading={isRetrying}
              >
                {t('common.retry')}
              </Button>
            )}
            {children}
          </Group>
        )}
      </Alert>
    </Container>
  );
}
