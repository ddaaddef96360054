import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { TDevMessage } from '@roteiro/domain/ops/ops';
import { formatDateTime } from '@roteiro/domain/time/format';
import { useState } from 'react';
import { MailboxMessageModal } from '../../features/devMailbox/MailboxMessageModal.tsx';
import { useDevMailboxQuery } from '../../features/devMailbox/useDevMailboxQuery.ts';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../shared/lib/useTableParams.ts';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';

/** Admin, development aid: the e-mails and chat messages the dev adapters stored instead of sending. */
export function DevMailboxPage() {
  const { page, setPage } = useTableParams();
  const mailbox = useDevMailboxQuery(page);
  const [opened, setOpened] = useState<TDevMessage | null>(null);
  const columns: TDataTableColumn<TDevMessage>[] = [
    {
      key: 'received',
      header: 'Received',
      render: (item) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.createdAt)}</span>,
    },
    { key: 'channel', header: 'Channel', render: (item) => item.channel },
    { key: 'recipient', header: 'Recipient', render: (item) => item.recipient },
    {
      key: 'subject',
      header: 'Subject',
      render: (item) => (
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
      ),
    },
  ];

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Dev mailbox</Title>
          <Text c="dimmed">
            Development aid: messages stored by the development mail and chat adapters, newest first.
          </Text>
        </div>
        <DataTable
          label="Messages"
          columns={columns}
          rowKey={(item) => item.id}
          data={mailbox.data}
          isLoading={mailbox.isPending}
          error={mailbox.error?.message}
          errorTitle="The mailbox could not be loaded"
          onRetry={retryFor(mailbox)}
          isRetrying={mailbox.isFetching}
          emptyTitle="The mailbox is empty"
          emptyText="Messages the server would have sent (sign-in links, invitations, notifications) appear here."
          page={page}
          onPageChange={setPage}
          onRowOpen={setOpened}
          minWidth={640}
        />
      </Stack>
      <MailboxMessageModal message={opened} onClose={() => setOpened(null)} formatDate={formatDateTime} />
    </Container>
  );
}
