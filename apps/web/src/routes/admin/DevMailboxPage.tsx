import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { TDevMessage } from '@roteiro/domain/ops/ops';
import { formatDateTime } from '@roteiro/domain/time/format';
import { useState } from 'react';
import { MailboxMessageModal } from '../../features/devMailbox/MailboxMessageModal.tsx';
import { useDevMailboxQuery } from '../../features/devMailbox/useDevMailboxQuery.ts';
import '../../features/admin/adminTexts.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../shared/lib/useTableParams.ts';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';

/** Admin, development aid: the e-mails and chat messages the dev adapters stored instead of sending. */
export function DevMailboxPage() {
  const texts = useT();
  const { t, locale } = texts;
  const { page, setPage } = useTableParams();
  const mailbox = useDevMailboxQuery(page);
  const [opened, setOpened] = useState<TDevMessage | null>(null);
  const columns: TDataTableColumn<TDevMessage>[] = [
    {
      key: 'received',
      header: t('admin.common.received'),
      render: (item) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.createdAt, locale)}</span>
      ),
    },
    {
      key: 'channel',
      header: t('admin.mailbox.channel'),
      render: (item) => t(`admin.mailbox.channels.${item.channel}`),
    },
    { key: 'recipient', header: t('admin.mailbox.recipient'), render: (item) => item.recipient },
    {
      key: 'subject',
      header: t('admin.mailbox.subject'),
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
          {item.subject || t('admin.mailbox.noSubject')}
        </Anchor>
      ),
    },
  ];

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('admin.mailbox.title')}</Title>
          <Text c="dimmed">{t('admin.mailbox.intro')}</Text>
        </div>
        <DataTable
          label={t('admin.mailbox.tableLabel')}
          columns={columns}
          rowKey={(item) => item.id}
          data={mailbox.data}
          isLoading={mailbox.isPending}
          error={mailbox.error ? errorText(mailbox.error, texts) : undefined}
          errorTitle={t('admin.mailbox.loadFailed')}
          onRetry={retryFor(mailbox)}
          isRetrying={mailbox.isFetching}
          emptyTitle={t('admin.mailbox.emptyTitle')}
          emptyText={t('admin.mailbox.emptyText')}
          page={page}
          onPageChange={setPage}
          onRowOpen={setOpened}
          minWidth={640}
        />
      </Stack>
      <MailboxMessageModal
        message={opened}
        onClose={() => setOpened(null)}
        formatDate={(iso) => formatDateTime(iso, locale)}
      />
    </Container>
  );
}
