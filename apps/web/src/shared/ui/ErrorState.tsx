import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type TErrorStateProps = {
  title: string;
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
  children?: ReactNode;
};

/** A failure the user can act on: what happened, and a Retry button when trying again may help. */
export function ErrorState({ title, message, onRetry, isRetrying = false, children }: TErrorStateProps) {
  return (
    <Container size="sm" py="xl">
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
                Retry
              </Button>
            )}
            {children}
          </Group>
        )}
      </Alert>
    </Container>
  );
}
