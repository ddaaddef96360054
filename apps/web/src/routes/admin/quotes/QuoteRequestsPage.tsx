import { Anchor, Container, Modal, Stack, Text, Title } from '@mantine/core';
import { quoteRequestFacts, type TQuoteRequestListItem } from '@roteiro/domain/quote/quote';
import { formatDateTime } from '@roteiro/domain/time/format';
import { useState } from 'react';
import { useQuoteRequestsQuery } from '../../../features/quote/useQuoteRequestsQuery.ts';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';
import { FactList } from '../../../shared/ui/FactList.tsx';

function QuoteRequestDetails({ request }: { request: TQuoteRequestListItem }) {
  // The same answers, in the same words, as the staff e-mail; the name is the dialog's title.
  const rows: [string, string][] = [
    ['Received', formatDateTime(request.createdAt)],
    ...quoteRequestFacts(request).filter(([label]) => label !== 'Name'),
  ];
  return <FactList rows={rows} />;
}

/** /admin/quotes — quote requests received through the public wizard, newest first. */
export function QuoteRequestsPage() {
  const { page, setPage } = useTableParams();
  const list = useQuoteRequestsQuery(page);
  const [opened, setOpened] = useState<TQuoteRequestListItem | null>(null);
  const columns: TDataTableColumn<TQuoteRequestListItem>[] = [
    {
      key: 'received',
      header: 'Received',
      render: (item) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.createdAt)}</span>,
    },
    {
      key: 'name',
      header: 'Name',
      render: (item) => (
        <Anchor component="button" type="button" onClick={() => setOpened(item)} ta="left">
          {item.clientName}
        </Anchor>
      ),
    },
    { key: 'email', header: 'E-mail', render: (item) => item.email },
    { key: 'destinations', header: 'Destinations', render: (item) => item.destinations.join(', ') },
    { key: 'dates', header: 'Dates', render: (item) => item.dates },
    { key: 'people', header: 'People', render: (item) => item.nOfParticipants },
  ];

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Quote requests</Title>
          <Text c="dimmed">Requests from travellers for a personalised trip, newest first.</Text>
        </div>
        <DataTable
          label="Quote requests"
          columns={columns}
          rowKey={(item) => item.id}
          data={list.data}
          isLoading={list.isPending}
          error={list.error?.message}
          errorTitle="The quote requests could not be loaded"
          onRetry={retryFor(list)}
          isRetrying={list.isFetching}
          emptyTitle="No quote requests yet"
          emptyText='Requests sent through "Request a quote" appear here, and are also e-mailed to the staff address.'
          page={page}
          onPageChange={setPage}
          minWidth={720}
        />
      </Stack>
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened ? `Quote request from ${opened.clientName}` : ''}
        size="lg"
      >
        {opened && <QuoteRequestDetails request={opened} />}
      </Modal>
    </Container>
  );
}
