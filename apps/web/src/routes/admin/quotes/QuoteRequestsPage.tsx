import {
  Alert,
  Anchor,
  Container,
  Group,
  Modal,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { TQuoteRequestListItem } from '@roteiro/domain/quote/quote';
import { formatDateTime } from '@roteiro/domain/time/format';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  QUOTE_REQUESTS_PAGE_SIZE,
  useQuoteRequestsQuery,
} from '../../../features/quote/useQuoteRequestsQuery.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
const yes = (value: boolean) => (value ? 'Yes' : 'No');

function QuoteRequestDetails({ request }: { request: TQuoteRequestListItem }) {
  const rows: [string, string][] = [
    ['Received', formatDateTime(request.createdAt)],
    ['E-mail', request.email],
    ['Destinations', request.destinations.join(', ')],
    ['Dates', request.dates],
    ['Participants', String(request.nOfParticipants)],
    ['Age range', request.ageRange],
    ['Group type', request.selectedGroupType],
    ['Help planning the trip', yes(request.shouldPlanItinerary)],
    ['Interests', request.selectedInterests.join(', ') || '—'],
    ['Private guide', yes(request.withPrivateGuide)],
    ['Airport transfer', yes(request.withAirportTransfer)],
    ['Non-negotiables', request.nonNegotiables ?? '—'],
    ['Notes', request.notes ?? '—'],
  ];
  return (
    <Stack gap="xs" component="dl" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" fw={600} fz="sm">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/** /admin/quotes — quote requests received through the public wizard, newest first. */
export function QuoteRequestsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const list = useQuoteRequestsQuery(page);
  const [opened, setOpened] = useState<TQuoteRequestListItem | null>(null);
  const totalPages = Math.max(1, Math.ceil((list.data?.total ?? 0) / QUOTE_REQUESTS_PAGE_SIZE));

  let content: React.ReactNode;
  if (list.isError && !list.data) {
    content = (
      <ErrorState
        title="The quote requests could not be loaded"
        message={list.error.message}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  } else if (!list.data) {
    content = (
      <Stack gap="xs" aria-label="Loading quote requests">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={40} />
        ))}
      </Stack>
    );
  } else if (list.data.items.length === 0) {
    content = (
      <Alert variant="light" icon={<IconInbox aria-hidden />} title="No quote requests yet">
        Requests sent through "Request a quote" appear here, and are also e-mailed to the staff address.
      </Alert>
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Received</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Destinations</Table.Th>
              <Table.Th>Dates</Table.Th>
              <Table.Th>People</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.createdAt)}</Table.Td>
                <Table.Td>
                  <Anchor component="button" type="button" onClick={() => setOpened(item)} ta="left">
                    {item.clientName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{item.email}</Table.Td>
                <Table.Td>{item.destinations.join(', ')}</Table.Td>
                <Table.Td>{item.dates}</Table.Td>
                <Table.Td>{item.nOfParticipants}</Table.Td>
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
          <Title order={1}>Quote requests</Title>
          <Text c="dimmed">Requests from travellers for a personalised trip, newest first.</Text>
        </div>
        {content}
        {list.data && list.data.total > QUOTE_REQUESTS_PAGE_SIZE && (
          <Group justify="center">
            <Pagination
              total={totalPages}
              value={Math.min(page, totalPages)}
              onChange={(next) =>
                setSearchParams((params) => {
                  params.set('page', String(next));
                  return params;
                })
              }
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </Group>
        )}
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
