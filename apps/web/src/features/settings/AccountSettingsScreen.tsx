import { Button, Container, Stack, Title } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DeleteAccountButton } from './DeleteAccountButton.tsx';

export type TSettingsEntry = { label: string; to: string };

/** 'Account settings': large link buttons for the role's entries and the red 'Delete account' (catalogue.md §2). */
export function AccountSettingsScreen({ entries }: { entries: TSettingsEntry[] }) {
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1}>{messages.accountSettings}</Title>
        {entries.map((entry) => (
          <Button
            key={entry.to}
            component={Link}
            to={entry.to}
            variant="default"
            size="lg"
            mih={60}
            justify="space-between"
            rightSection={<IconChevronRight size={20} aria-hidden />}
            fullWidth
          >
            {entry.label}
          </Button>
        ))}
        <Stack mt="xl" align="flex-start">
          <DeleteAccountButton />
        </Stack>
      </Stack>
    </Container>
  );
}
