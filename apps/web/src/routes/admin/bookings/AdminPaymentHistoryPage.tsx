import { Badge, Button, Container, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { MONEY_MOVEMENT_KINDS, type TMoneyMovementItem } from '@roteiro/domain/booking/booking';
import { INCOMING_MOVEMENT_KINDS } from '@roteiro/domain/money/ledger';
import { formatDateTime, formatDay } from '@roteiro/domain/time/format';
import { Link, useSearchParams } from 'react-router';
import { usePaymentHistoryQuery } from '../../../features/booking/adminBookingQueries.ts';
import { LedgerByGroup, LedgerSums } from '../../../features/payouts/LedgerByGroup.tsx';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { useT } from '../../../shared/i18n/useT.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { pageFrom } from '../../../shared/lib/pageFrom.ts';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';

const isIncoming = (kind: TMoneyMovementItem['kind']) => INCOMING_MOVEMENT_KINDS.includes(kind);

/**
 * /admin/payment-history — the ledger of charges, refunds and transfers with a group's balance on demand, and
 * the balance of every group ("By group").
 */
export function AdminPaymentHistoryPage() {
  const texts = useT();
  const { t, price, locale } = texts;
  const kindLabel = (kind: TMoneyMovementItem['kind']) => t(`admin.ledger.kinds.${kind}`);
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'groups' ? 'groups' : 'movements';
  const filters = {
    page: pageFrom(params.get('page')),
    kind: params.get('kind') ?? '',
    groupId: params.get('groupId') ?? '',
  };
  const history = usePaymentHistoryQuery(filters, view === 'movements');
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      if (value) {
        current.set(name, value);
      } else {
        current.delete(name);
      }
      if (name !== 'page') {
        current.delete('page');
      }
      return current;
    });

  const columns: TDataTableColumn<TMoneyMovementItem>[] = [
    {
      key: 'when',
      header: t('admin.ledger.when'),
      render: (row) => <Text fz="sm">{formatDateTime(row.occurredAt, locale)}</Text>,
    },
    {
      key: 'kind',
      header: t('admin.ledger.kind'),
      render: (row) => (
        <Badge
          variant="light"
          color={isIncoming(row.kind) ? 'green' : row.kind === 'refund' ? 'red' : 'azulejo'}
        >
          {kindLabel(row.kind)}
        </Badge>
      ),
    },
    {
      key: 'amount',
      header: t('admin.common.amount'),
      render: (row) => (
        <Text fz="sm" fw={600} c={isIncoming(row.kind) ? 'green' : undefined}>
          {isIncoming(row.kind) ? '+' : '−'}
          {price(row.amountCents)}
        </Text>
      ),
    },
    {
      key: 'booking',
      header: t('admin.ledger.booking'),
      render: (row) => (
        <div>
          <Text fz="sm" ff="monospace">
            {row.bookingReference ?? '—'}
          </Text>
          {row.activityTitle && (
            <Text fz="xs" c="dimmed">
              {row.activityTitle}
              {row.day ? `, ${formatDay(row.day, locale)}` : ''}
            </Text>
          )}
        </div>
      ),
    },
    {
      key: 'group',
      header: t('admin.ledger.group'),
      isHiddenOnMobile: true,
      render: (row) =>
        row.groupId ? (
          <Button
            size="xs"
            variant="subtle"
            aria-label={t('admin.ledger.groupBalanceOf', {
              name: `${row.activityTitle ?? t('admin.ledger.thisMovement')}${row.day ? `, ${formatDay(row.day, locale)}` : ''}`,
            })}
            onClick={() => setParam('groupId', row.groupId)}
          >
            {t('admin.ledger.groupBalance')}
          </Button>
        ) : null,
    },
    {
      key: 'provider',
      header: t('admin.ledger.provider'),
      isHiddenOnMobile: true,
      render: (row) =>
        row.reseller ? (
          <Text fz="xs">
            {t(row.kind === 'refund' ? 'admin.ledger.onAccountRefund' : 'admin.ledger.onAccount', {
              reseller: row.reseller.name,
              owes: price(row.reseller.owesCents),
            })}
          </Text>
        ) : row.cashVendorName ? (
          <Text fz="xs">{t('admin.ledger.cash', { vendor: row.cashVendorName })}</Text>
        ) : (
          <Text fz="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {row.providerRef ?? '—'}
          </Text>
        ),
    },
  ];

  const balance = history.data?.groupBalance ?? null;
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('admin.ledger.title')}</Title>
          <Button component={Link} to="/admin/bookings" variant="default">
            {t('admin.ledger.bookingsStats')}
          </Button>
        </Group>
        <SegmentedControl
          aria-label={t('admin.ledger.show')}
          value={view}
          onChange={(value) =>
            setParams((current) => {
              current.set('view', value);
              current.delete('page');
              return current;
            })
          }
          data={[
            { value: 'movements', label: t('admin.ledger.movements') },
            { value: 'groups', label: t('admin.ledger.byGroup') },
          ]}
          maw={320}
        />
        {view === 'groups' ? (
          <LedgerByGroup
            page={filters.page}
            onPageChange={(next) => setParam('page', String(next))}
            onOpenGroup={(groupId) =>
              setParams((current) => {
                current.set('view', 'movements');
                current.set('groupId', groupId);
                current.delete('page');
                current.delete('kind');
                return current;
              })
            }
          />
        ) : (
          <>
            <Group align="flex-end">
              <Select
                label={t('admin.ledger.kind')}
                placeholder={t('admin.ledger.allMovements')}
                clearable
                data={MONEY_MOVEMENT_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
                value={filters.kind || null}
                onChange={(value) => setParam('kind', value)}
                w={240}
              />
              {filters.groupId && (
                <Button variant="default" onClick={() => setParam('groupId', null)}>
                  {t('admin.ledger.allGroups')}
                </Button>
              )}
            </Group>
            {balance && (
              <LedgerSums
                sums={balance}
                label={t('admin.ledger.balanceOf', {
                  name: balance.activityTitle,
                  day: formatDay(balance.day, locale),
                  time: balance.startTime,
                })}
              />
            )}
            <DataTable
              label={t('admin.ledger.title')}
              columns={columns}
              rowKey={(row) => row.id}
              data={history.data}
              isLoading={history.isPending}
              error={history.isError ? errorText(history.error, texts) : null}
              onRetry={retryFor(history)}
              isRetrying={history.isFetching}
              emptyText={t('admin.ledger.empty')}
              minWidth={640}
              page={filters.page}
              onPageChange={(next) => setParam('page', String(next))}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
