import { Anchor, Badge, Image, Switch } from '@mantine/core';
import type {
  TAdminActivityRow,
  TAdminEventRow,
  TAdminTicketRow,
} from '@roteiro/domain/catalogue/admin-responses';
import type { TTranslationState } from '@roteiro/domain/catalogue/translation';
import { Link } from 'react-router';
import { errorText } from '../../shared/i18n/errorText.ts';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { type TTexts, useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import { cityLabel } from './authoringTexts.ts';
import {
  type TCatalogueKind,
  useCatalogueFlagsMutation,
  useCatalogueListQuery,
} from './catalogueAdminQueries.ts';
import { translationStateColor } from './TranslationSectionFrame.tsx';

type TFlag = 'isVisible' | 'isFeatured';

const list: Record<
  TCatalogueKind,
  { label: TMessageId; emptyText: TMessageId; editPath: (id: string) => string }
> = {
  activities: {
    label: 'authoring.manage.tabs.activities',
    emptyText: 'authoring.manage.empty.activities',
    editPath: (id) => `/admin/activities/edit/${id}`,
  },
  events: {
    label: 'authoring.manage.tabs.events',
    emptyText: 'authoring.manage.empty.events',
    editPath: (id) => `/admin/event/edit/${id}`,
  },
  tickets: {
    label: 'authoring.manage.tabs.tickets',
    emptyText: 'authoring.manage.empty.tickets',
    editPath: (id) => `/admin/ticket/edit/${id}`,
  },
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
  const texts = useT();
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
          { onError: (error) => toast.danger(errorText(error, texts)) },
        )
      }
    />
  );
}

const flagTexts = {
  isVisible: { header: 'authoring.manage.columns.visible', label: 'authoring.manage.visibleSwitch' },
  isFeatured: { header: 'authoring.manage.columns.featured', label: 'authoring.manage.featuredSwitch' },
} as const satisfies Record<TFlag, { header: TMessageId; label: TMessageId }>;

/** A "Visible" or "Featured" column of switches, labelled `<title> visible` / `<title> featured`. */
function flagColumn<F extends TFlag, T extends { id: string; title: string } & Record<F, boolean>>(
  kind: TCatalogueKind,
  flag: F,
  { t }: TTexts,
): TDataTableColumn<T> {
  return {
    key: flag,
    header: t(flagTexts[flag].header),
    render: (row) => (
      <FlagSwitch
        kind={kind}
        id={row.id}
        flag={flag}
        checked={row[flag]}
        label={t(flagTexts[flag].label, { title: row.title })}
      />
    ),
  };
}

/** The "Portuguese" column: how far each item's texts are translated (issue 36). */
function translationColumn<T extends { portuguese: TTranslationState }>({ t }: TTexts): TDataTableColumn<T> {
  return {
    key: 'portuguese',
    header: t('authoring.manage.columns.portuguese'),
    render: (row) => (
      <Badge variant="light" color={translationStateColor(row.portuguese)}>
        {t(`authoring.manage.translation.${row.portuguese}`)}
      </Badge>
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
  const texts = useT();
  const { t } = texts;
  const query = useCatalogueListQuery<T>(kind, page);
  const titleColumn: TDataTableColumn<T> = {
    key: 'title',
    header: t('authoring.manage.columns.title'),
    render: (row) => (
      <Anchor
        component={Link}
        to={list[kind].editPath(row.id)}
        aria-label={t('authoring.manage.edit', { title: row.title })}
      >
        {row.title}
      </Anchor>
    ),
  };
  return (
    <DataTable
      label={t(list[kind].label)}
      columns={[titleColumn, ...columns]}
      rowKey={(row) => row.id}
      data={query.data}
      isLoading={query.isPending}
      error={query.error ? errorText(query.error, texts) : undefined}
      errorTitle={t('authoring.manage.loadFailed')}
      onRetry={retryFor(query)}
      isRetrying={query.isFetching}
      emptyText={t(list[kind].emptyText)}
      page={page}
      onPageChange={onPageChange}
      minWidth={640}
    />
  );
}

/** Activities, longest first, with visibility and featured switches. */
export function ActivitiesTable(props: TListProps) {
  const texts = useT();
  const { t, price, duration, locale } = texts;
  return (
    <ListTable<TAdminActivityRow>
      kind="activities"
      {...props}
      columns={[
        {
          key: 'cover',
          header: t('authoring.manage.columns.cover'),
          render: (a) =>
            a.coverUrl ? (
              <Image src={a.coverUrl} alt="" w={64} h={48} radius="sm" fit="cover" loading="lazy" />
            ) : null,
        },
        {
          key: 'kind',
          header: t('authoring.manage.columns.kind'),
          render: (a) => (a.isPass ? t('authoring.kinds.pass') : t('authoring.kinds.tour')),
        },
        {
          key: 'duration',
          header: t('authoring.manage.columns.duration'),
          render: (a) => duration(a.durationMinutes),
        },
        { key: 'price', header: t('authoring.manage.columns.price'), render: (a) => price(a.priceCents) },
        { key: 'city', header: t('authoring.manage.columns.city'), render: (a) => cityLabel(a.city, locale) },
        translationColumn(texts),
        flagColumn('activities', 'isVisible', texts),
        flagColumn('activities', 'isFeatured', texts),
      ]}
    />
  );
}

/** Events, cheapest first. */
export function EventsTable(props: TListProps) {
  const texts = useT();
  const { t, price } = texts;
  return (
    <ListTable<TAdminEventRow>
      kind="events"
      {...props}
      columns={[
        { key: 'activity', header: t('authoring.manage.columns.activity'), render: (e) => e.activityTitle },
        // The day as stored (yyyy-mm-dd) and its time: a sortable form the same in every language.
        {
          key: 'date',
          header: t('authoring.manage.columns.date'),
          render: (e) => `${e.eventDate} ${e.eventTime}`,
        },
        { key: 'price', header: t('authoring.manage.columns.price'), render: (e) => price(e.priceCents) },
        translationColumn(texts),
        flagColumn('events', 'isVisible', texts),
      ]}
    />
  );
}

/** Tickets, cheapest first. */
export function TicketsTable(props: TListProps) {
  const texts = useT();
  const { t, price, locale } = texts;
  return (
    <ListTable<TAdminTicketRow>
      kind="tickets"
      {...props}
      columns={[
        {
          key: 'city',
          header: t('authoring.manage.columns.city'),
          render: (row) => cityLabel(row.city, locale),
        },
        { key: 'price', header: t('authoring.manage.columns.price'), render: (row) => price(row.priceCents) },
        translationColumn(texts),
        flagColumn('tickets', 'isVisible', texts),
      ]}
    />
  );
}
