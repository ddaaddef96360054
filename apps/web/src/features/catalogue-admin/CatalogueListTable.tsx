import { Anchor, Image, Switch } from '@mantine/core';
import type {
  TAdminActivityRow,
  TAdminEventRow,
  TAdminTicketRow,
} from '@roteiro/domain/catalogue/admin-responses';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDuration } from '@roteiro/domain/time/format';
import { Link } from 'react-router';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import {
  type TCatalogueKind,
  useCatalogueFlagsMutation,
  useCatalogueListQuery,
} from './catalogueAdminQueries.ts';

type TFlag = 'isVisible' | 'isFeatured';

const list: Record<TCatalogueKind, { label: string; emptyText: string; editPath: (id: string) => string }> = {
  activities: {
    label: 'Activities',
    emptyText: 'No activities yet.',
    editPath: (id) => `/admin/activities/edit/${id}`,
  },
  events: { label: 'Events', emptyText: 'No events yet.', editPath: (id) => `/admin/event/edit/${id}` },
  tickets: { label: 'Tickets', emptyText: 'No tickets yet.', editPath: (id) => `/admin/ticket/edit/${id}` },
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
  flag: TFlag;
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

/** A "Visible" or "Featured" column of switches, labelled `<title> visible` / `<title> featured`. */
function flagColumn<F extends TFlag, T extends { id: string; title: string } & Record<F, boolean>>(
  kind: TCatalogueKind,
  flag: F,
  header: 'Visible' | 'Featured',
): TDataTableColumn<T> {
  return {
    key: flag,
    header,
    render: (row) => (
      <FlagSwitch
        kind={kind}
        id={row.id}
        flag={flag}
        checked={row[flag]}
        label={`${row.title} ${header.toLowerCase()}`}
      />
    ),
  };
}

type TListProps = { page: number; onPageChange: (page: number) => void };

function ListTable<T extends { id: string; title: string }>({
  kind,
  page,
  onPageChange,
  columns,
}: TListProps & { kind: TCatalogueKind; columns: TDataTableColumn<T>[] }) {
  const query = useCatalogueListQuery<T>(kind, page);
  const titleColumn: TDataTableColumn<T> = {
    key: 'title',
    header: 'Title',
    render: (row) => (
      <Anchor component={Link} to={list[kind].editPath(row.id)} aria-label={`Edit ${row.title}`}>
        {row.title}
      </Anchor>
    ),
  };
  return (
    <DataTable
      label={list[kind].label}
      columns={[titleColumn, ...columns]}
      rowKey={(row) => row.id}
      data={query.data}
      isLoading={query.isPending}
      error={query.error?.message}
      onRetry={retryFor(query)}
      isRetrying={query.isFetching}
      emptyText={list[kind].emptyText}
      page={page}
      onPageChange={onPageChange}
      minWidth={640}
    />
  );
}

/** Activities, longest first, with visibility and featured switches. */
export function ActivitiesTable(props: TListProps) {
  return (
    <ListTable<TAdminActivityRow>
      kind="activities"
      {...props}
      columns={[
        {
          key: 'cover',
          header: 'Cover',
          render: (a) =>
            a.coverUrl ? (
              <Image src={a.coverUrl} alt="" w={64} h={48} radius="sm" fit="cover" loading="lazy" />
            ) : null,
        },
        { key: 'kind', header: 'Kind', render: (a) => (a.isPass ? 'Pass' : 'Tour') },
        { key: 'duration', header: 'Duration', render: (a) => formatDuration(a.durationMinutes) },
        { key: 'price', header: 'Price', render: (a) => formatCents(a.priceCents) },
        { key: 'city', header: 'City', render: (a) => a.city },
        flagColumn('activities', 'isVisible', 'Visible'),
        flagColumn('activities', 'isFeatured', 'Featured'),
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
        { key: 'activity', header: 'Activity', render: (e) => e.activityTitle },
        { key: 'date', header: 'Date', render: (e) => `${e.eventDate} ${e.eventTime}` },
        { key: 'price', header: 'Price', render: (e) => formatCents(e.priceCents) },
        flagColumn('events', 'isVisible', 'Visible'),
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
        { key: 'city', header: 'City', render: (t) => t.city },
        { key: 'price', header: 'Price', render: (t) => formatCents(t.priceCents) },
        flagColumn('tickets', 'isVisible', 'Visible'),
      ]}
    />
  );
}
