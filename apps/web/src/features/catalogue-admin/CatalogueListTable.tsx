import { Alert, Anchor, Group, Image, Pagination, Skeleton, Stack, Switch, Table } from '@mantine/core';
import { formatCents } from '@roteiro/domain/money/money';
import { IconInbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import {
  CATALOGUE_PAGE_SIZE,
  type TAdminActivityRow,
  type TAdminEventRow,
  type TAdminTicketRow,
  type TCatalogueKind,
  useCatalogueFlagsMutation,
  useCatalogueListQuery,
} from './catalogueAdminQueries.ts';

type TColumn<T> = { label: string; render: (row: T) => React.ReactNode };

const editPath: Record<TCatalogueKind, (id: string) => string> = {
  activities: (id) => `/admin/activities/edit/${id}`,
  events: (id) => `/admin/event/edit/${id}`,
  tickets: (id) => `/admin/ticket/edit/${id}`,
};
const emptyText: Record<TCatalogueKind, string> = {
  activities: 'No activities yet.',
  events: 'No events yet.',
  tickets: 'No tickets yet.',
};

const hoursAndMinutes = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${m > 0 ? `${m} min` : ''}`.trim() : `${m} min`;
};

function FlagSwitch({
  kind,
  id,
  flag,
  checked,
  label,
}: {
  kind: TCatalogueKind;
  id: string;
  flag: 'isVisible' | 'isFeatured';
  checked: boolean;
  label: string;
}) {
  const mutation = useCatalogueFlagsMutation(kind);
  const pending = mutation.isPending ? (mutation.variables?.flags[flag] ?? checked) : checked;
  return (
    <Switch
      aria-label={label}
      checked={pending}
      disabled={mutation.isPending}
      onChange={(e) =>
        mutation.mutate(
          { id, flags: { [flag]: e.currentTarget.checked } },
          { onError: (error) => toast.danger(error.message) },
        )
      }
    />
  );
}

function ListTable<T extends { id: string; title: string }>({
  kind,
  page,
  onPageChange,
  columns,
}: {
  kind: TCatalogueKind;
  page: number;
  onPageChange: (page: number) => void;
  columns: TColumn<T>[];
}) {
  const list = useCatalogueListQuery<T>(kind, page);
  if (list.isError && !list.data) {
    return (
      <ErrorState
        title="The list could not be loaded"
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data) {
    return (
      <Stack gap="xs" aria-label="Loading">
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height={44} />
        ))}
      </Stack>
    );
  }
  if (list.data.items.length === 0) {
    return (
      <Alert variant="light" icon={<IconInbox aria-hidden />}>
        {emptyText[kind]}
      </Alert>
    );
  }
  const totalPages = Math.max(1, Math.ceil(list.data.total / CATALOGUE_PAGE_SIZE));
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.label}>{c.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.items.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={editPath[kind](row.id)} aria-label={`Edit ${row.title}`}>
                    {row.title}
                  </Anchor>
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.label}>{c.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {totalPages > 1 && (
        <Group justify="center">
          <Pagination total={totalPages} value={page} onChange={onPageChange} aria-label="Pages" />
        </Group>
      )}
    </Stack>
  );
}

type TListProps = { page: number; onPageChange: (page: number) => void };

/** Activities, longest first, with visibility and featured switches. */
export function ActivitiesTable(props: TListProps) {
  return (
    <ListTable<TAdminActivityRow>
      kind="activities"
      {...props}
      columns={[
        {
          label: 'Cover',
          render: (a) =>
            a.coverUrl ? (
              <Image src={a.coverUrl} alt="" w={64} h={48} radius="sm" fit="cover" loading="lazy" />
            ) : null,
        },
        { label: 'Kind', render: (a) => (a.isPass ? 'Pass' : 'Tour') },
        { label: 'Duration', render: (a) => hoursAndMinutes(a.durationMinutes) },
        { label: 'Price', render: (a) => formatCents(a.priceCents) },
        { label: 'City', render: (a) => a.city },
        {
          label: 'Visible',
          render: (a) => (
            <FlagSwitch
              kind="activities"
              id={a.id}
              flag="isVisible"
              checked={a.isVisible}
              label={`${a.title} visible`}
            />
          ),
        },
        {
          label: 'Featured',
          render: (a) => (
            <FlagSwitch
              kind="activities"
              id={a.id}
              flag="isFeatured"
              checked={a.isFeatured}
              label={`${a.title} featured`}
            />
          ),
        },
      ]}
    />
  );
}

/** Events, cheapest first. */
export function EventsTable(props: TListProps) {
  return (
    <ListTable<TAdminEventRow>
      kind="events"
      {...props}
      columns={[
        { label: 'Activity', render: (e) => e.activityTitle },
        { label: 'Date', render: (e) => `${e.eventDate} ${e.eventTime}` },
        { label: 'Price', render: (e) => formatCents(e.priceCents) },
        {
          label: 'Visible',
          render: (e) => (
            <FlagSwitch
              kind="events"
              id={e.id}
              flag="isVisible"
              checked={e.isVisible}
              label={`${e.title} visible`}
            />
          ),
        },
      ]}
    />
  );
}

/** Tickets, cheapest first. */
export function TicketsTable(props: TListProps) {
  return (
    <ListTable<TAdminTicketRow>
      kind="tickets"
      {...props}
      columns={[
        { label: 'City', render: (t) => t.city },
        { label: 'Price', render: (t) => formatCents(t.priceCents) },
        {
          label: 'Visible',
          render: (t) => (
            <FlagSwitch
              kind="tickets"
              id={t.id}
              flag="isVisible"
              checked={t.isVisible}
              label={`${t.title} visible`}
            />
          ),
        },
      ]}
    />
  );
}
