import { Button, Container, Stack, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/useT.tsx';
import { DeleteAccountButton } from './DeleteAccountButton.tsx';
import { LanguageForm } from './LanguageForm.tsx';

export type TSettingsEntry = { label: string; to: string };

/**
 * 'Account settings': large link buttons for the role's entries, the account's language and the red 'Delete
 * account' (catalogue.md §2), in the page's language (the traveller's, the company's and the guider's settings alike).
 */
export function AccountSettingsScreen({ entries }: { entries: TSettingsEntry[] }) {
  const { t } = useT();
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1}>{t('account.settings.title')}</Title>
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
        <LanguageForm />
        <Stack mt="xl" align="flex-start">
          <DeleteAccountButton />
        </Stack>
      </Stack>
    </Container>
  );
}
