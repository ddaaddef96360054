import { Group, NativeSelect, Pagination, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatCents } from '@roteiro/domain/money/money';
import type { TEmployeePayment } from '@roteiro/domain/staff/schemas';
import { formatDay } from '@roteiro/domain/time/format';
import { useState } from 'react';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { TableScroll } from '../../shared/ui/TableScroll.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import { useEmployeePaymentsQuery } from './useEmployeePaymentsQuery.ts';
import { useSetRunPaidMutation } from './useSetRunPaidMutation.ts';

/** The runs an employee operated, 5 per page, each with the company's Paid/Unpaid choice. */
export function EmployeePaymentsTable({ employeeId }: { employeeId: string }) {
  const [page, setPage] = useState(1);
  const payments = useEmployeePaymentsQuery(employeeId, page);
  const data = payments.data;

  if (payments.isError && !data) {
    return (
      <ErrorState
        title="The payment history could not be loaded"
        message={payments.error.message}
        onRetry={retryFor(payments)}
        isRetrying={payments.isFetching}
      />
    );
  }
  if (!data) {
    return (
      <Stack gap="xs" aria-busy aria-label="Loading payment history">
        <Skeleton height={28} />
        <Skeleton height={28} />
      </Stack>
    );
  }
  if (data.items.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed" ta="center">
          No tours yet: the activities this employee runs appear here.
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md">
        <TableScroll minWidth={420} label="Payments">
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Activity</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Payment</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((run) => (
                <PaymentRow key={run.id} employeeId={employeeId} run={run} />
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Paper>
      {data.total > data.pageSize && (
        <Group justify="center">
          <Pagination total={Math.ceil(data.total / data.pageSize)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}

function PaymentRow({ employeeId, run }: { employeeId: string; run: TEmployeePayment }) {
  const setPaid = useSetRunPaidMutation(employeeId);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{formatDay(run.day)}</Text>
        <Text size="xs" c="dimmed">
          {run.groupStartTime}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{run.activityTitle}</Text>
        {run.inProgress && (
          <Text size="xs" c="dimmed">
            In progress
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{formatCents(run.payAmountCents)}</Text>
      </Table.Td>
      <Table.Td>
        <NativeSelect
          aria-label={`Payment of ${run.activityTitle} on ${formatDay(run.day)}`}
          data={['Unpaid', 'Paid']}
          value={run.isPaid ? 'Paid' : 'Unpaid'}
          disabled={setPaid.isPending}
          onChange={(event) =>
            setPaid.mutate(
              { runId: run.id, isPaid: event.currentTarget.value === 'Paid' },
              { onError: (error) => toast.danger(error.message) },
            )
          }
          miw={110}
        />
      </Table.Td>
    </Table.Tr>
  );
}
