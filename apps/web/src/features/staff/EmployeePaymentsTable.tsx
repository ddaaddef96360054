import { Group, NativeSelect, Pagination, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { TEmployeePayment } from '@roteiro/domain/staff/schemas';
import { useState } from 'react';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
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
  const texts = useT();
  const { t } = texts;
  const data = payments.data;

  if (payments.isError && !data) {
    return (
      <ErrorState
        title={t('company.payments.loadFailed')}
        message={errorText(payments.error, texts)}
        onRetry={retryFor(payments)}
        isRetrying={payments.isFetching}
      />
    );
  }
  if (!data) {
    return (
      <Stack gap="xs" aria-busy aria-label={t('company.payments.loading')}>
        <Skeleton height={28} />
        <Skeleton height={28} />
      </Stack>
    );
  }
  if (data.items.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed" ta="center">
          {t('company.payments.empty')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md">
        <TableScroll minWidth={420} label={t('company.payments.tableLabel')}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('company.payments.date')}</Table.Th>
                <Table.Th>{t('company.payments.activity')}</Table.Th>
                <Table.Th ta="right">{t('company.payments.amount')}</Table.Th>
                <Table.Th>{t('company.payments.payment')}</Table.Th>
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
  const texts = useT();
  const { t, day, price } = texts;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{day(run.day)}</Text>
        <Text size="xs" c="dimmed">
          {run.groupStartTime}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{run.activityTitle}</Text>
        {run.inProgress && (
          <Text size="xs" c="dimmed">
            {t('company.payments.inProgress')}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{price(run.payAmountCents)}</Text>
      </Table.Td>
      <Table.Td>
        <NativeSelect
          aria-label={t('company.payments.paymentOf', { activity: run.activityTitle, day: day(run.day) })}
          // The values stay the same in every language; only their labels are translated.
          data={[
            { value: 'Unpaid', label: t('company.payments.unpaid') },
            { value: 'Paid', label: t('company.payments.paid') },
          ]}
          value={run.isPaid ? 'Paid' : 'Unpaid'}
          disabled={setPaid.isPending}
          onChange={(event) =>
            setPaid.mutate(
              { runId: run.id, isPaid: event.currentTarget.value === 'Paid' },
              { onError: (error) => toast.danger(errorText(error, texts)) },
            )
          }
          miw={110}
        />
      </Table.Td>
    </Table.Tr>
  );
}
