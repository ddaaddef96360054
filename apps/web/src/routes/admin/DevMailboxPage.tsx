import {
  Alert,
  Anchor,
  Container,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MailboxMessageModal } from '../../features/devMailbox/MailboxMessageModal.tsx';
import {
  DEV_MAILBOX_PAGE_SIZE,
  type TDevMailboxItem,
  useDevMailboxQuery,
} from '../../features/devMailbox/useDevMailboxQuery.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/Lisbon',
});
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** Admin, development aid: the e-mails and chat messages the dev adapters stored instead of sending. */
export function DevMailboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const mailbox = useDevMailboxQuery(page);
  const [opened, setOpened] = useState<TDevMailboxItem | null>(null);
  const totalPages = Math.max(1, Math.ceil((mailbox.data?.total ?? 0) / DEV_MAILBOX_PAGE_SIZE));

  const handlePageChange = (next: number) => {
    setSearchParams((params) => {
      params.set('page', String(next));
      return params;
    });
  };

  let content: React.ReactNode;
  if (mailbox.isError && !mailbox.data) {
    content = (
      <ErrorState
        title="The mailbox could not be loaded"
        message={mailbox.error.message}
        onRetry={() => void mailbox.refetch()}
        isRetrying={mailbox.isFetching}
      />
    );
  } else if (!mailbox.data) {
    content = (
      <Stack gap="xs" aria-label="Loading messages">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={40} />
        ))}
      </Stack>
    );
  } else if (mailbox.data.items.length === 0) {
    content = (
      <Alert variant="light" icon={<IconInbox aria-hidden />} title="The mailbox is empty">
        Messages the server would have sent (sign-in links, invitations, notifications) appear here.
      </Alert>
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Received</Table.Th>
              <Table.Th>Channel</Table.Th>
              <Table.Th>Recipient</Table.Th>
              <Table.Th>Subject</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mailbox.data.items.map((item) => (
              <Table.Tr key={item.id} onClick={() => setOpened(item)} style={{ cursor: 'pointer' }}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.createdAt)}</Table.Td>
                <Table.Td>{item.channel}</Table.Td>
                <Table.Td>{item.recipient}</Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    onClick={(event) => {
                      event.stopPropagation();
                      setOpened(item);
                    }}
                    ta="left"
                  >
                    {item.subject || '(no subject)'}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Dev mailbox</Title>
          <Text c="dimmed">
            Development aid: messages stored by the development mail and chat adapters, newest first.
          </Text>
        </div>
        {content}
        {mailbox.data && mailbox.data.total > DEV_MAILBOX_PAGE_SIZE && (
          <Group justify="center">
            <Pagination
              total={totalPages}
              value={Math.min(page, totalPages)}
              onChange={handlePageChange}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </Group>
        )}
      </Stack>
      <MailboxMessageModal message={opened} onClose={() => setOpened(null)} formatDate={formatDate} />
    </Container>
  );
}
