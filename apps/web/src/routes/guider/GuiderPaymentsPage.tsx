import { Badge, Container, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '@roteiro/domain/money/money';
import type { TGuiderRun } from '@roteiro/domain/money/payouts';
import { formatDay } from '@roteiro/domain/time/format';
import { useMyRunsQuery } from '../../features/payouts/payoutQueries.ts';
import { RunTransferStatus } from '../../features/payouts/RunTransferStatus.tsx';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../shared/lib/useTableParams.ts';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';

const activityColumn: TDataTableColumn<TGuiderRun> = {
  key: 'activity',
  header: 'Activity',
  render: (run) => (
    <Stack gap={2}>
      <Text size="sm">{run.activityTitle}</Text>
      <Text size="xs" c="dimmed">
        {formatDay(run.day)} · {run.groupStartTime}
        {run.endTime ? '' : ' · In progress'}
      </Text>
    </Stack>
  ),
};

/** The company's view: every run, who guided it, and the platform's transfer. */
const companyColumns: TDataTableColumn<TGuiderRun>[] = [
  activityColumn,
  { key: 'guide', header: 'Guide', render: (run) => run.employeeName ?? 'You', isHiddenOnMobile: true },
  {
    key: 'amount',
    header: 'Amount',
    render: (run) => formatCents(run.payAmountCents),
    isHiddenOnMobile: true,
  },
  {
    key: 'transfer',
    header: 'Transfer',
    render: (run) => (
      <RunTransferStatus
        amountCents={run.payAmountCents}
        transferredAt={run.transferredAt}
        notTransferred={
          <Text size="sm" c="gray.8">
            {run.endTime ? 'Not transferred yet' : 'In progress'}
          </Text>
        }
      />
    ),
  },
];

/** An employee's view: their own runs and whether their company has paid them. */
const employeeColumns: TDataTableColumn<TGuiderRun>[] = [
  activityColumn,
  { key: 'amount', header: 'Amount', render: (run) => formatCents(run.payAmountCents) },
  {
    key: 'paid',
    header: 'Payment',
    render: (run) =>
      run.isPaidToEmployee ? <Badge color="green">Paid</Badge> : <Badge color="yellow">Unpaid</Badge>,
  },
];

/**
 * /guider/payments: a company's tours with the transfers it received (5 per page); an employee's own
 * tours with the company's Paid/Unpaid mark.
 */
export function GuiderPaymentsPage() {
  const isCompany = useSessionQuery().data?.user?.role === 'company';
  const { page, setPage } = useTableParams();
  const runs = useMyRunsQuery(page);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{isCompany ? 'Payments' : 'My tours'}</Title>
        <Text c="dimmed">
          {isCompany
            ? 'Every activity your company ran and its transfer to your payment account.'
            : 'The activities you guided and whether your company has paid you for them.'}
        </Text>
        <DataTable
          label={isCompany ? 'Payment history' : 'My tours'}
          columns={isCompany ? companyColumns : employeeColumns}
          rowKey={(run) => run.id}
          data={runs.data}
          isLoading={runs.isFetching}
          error={runs.error?.message}
          onRetry={retryFor(runs)}
          emptyText="No tours yet: the activities you run appear here once started."
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Container>
  );
}
