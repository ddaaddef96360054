import { Badge, Container, Stack, Text, Title } from '@mantine/core';
import type { TGuiderRun } from '@roteiro/domain/money/payouts';
import { useMyRunsQuery } from '../../features/payouts/payoutQueries.ts';
import { RunTransferStatus } from '../../features/payouts/RunTransferStatus.tsx';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { type TTexts, useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../shared/lib/useTableParams.ts';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';

const activityColumnIn = ({ t, day }: TTexts): TDataTableColumn<TGuiderRun> => ({
  key: 'activity',
  header: t('payments.guider.activity'),
  render: (run) => (
    <Stack gap={2}>
      <Text size="sm">{run.activityTitle}</Text>
      <Text size="xs" c="dimmed">
        {day(run.day)} · {run.groupStartTime}
        {run.endTime ? '' : ` · ${t('payments.guider.inProgress')}`}
      </Text>
    </Stack>
  ),
});

/** The company's view: every run, who guided it, and the platform's transfer. */
const companyColumnsIn = (texts: TTexts): TDataTableColumn<TGuiderRun>[] => {
  const { t, price } = texts;
  return [
    activityColumnIn(texts),
    {
      key: 'guide',
      header: t('payments.guider.guide'),
      render: (run) => run.employeeName ?? t('payments.guider.you'),
      isHiddenOnMobile: true,
    },
    {
      key: 'amount',
      header: t('payments.guider.amount'),
      render: (run) => price(run.payAmountCents),
      isHiddenOnMobile: true,
    },
    {
      key: 'transfer',
      header: t('payments.guider.transfer'),
      render: (run) => (
        <RunTransferStatus
          amountCents={run.payAmountCents}
          transferredAt={run.transferredAt}
          notTransferred={
            <Text size="sm" c="gray.8">
              {run.endTime ? t('payments.guider.notTransferredYet') : t('payments.guider.inProgress')}
            </Text>
          }
        />
      ),
    },
  ];
};

/** An employee's view: their own runs and whether their company has paid them. */
const employeeColumnsIn = (texts: TTexts): TDataTableColumn<TGuiderRun>[] => {
  const { t, price } = texts;
  return [
    activityColumnIn(texts),
    { key: 'amount', header: t('payments.guider.amount'), render: (run) => price(run.payAmountCents) },
    {
      key: 'paid',
      header: t('payments.guider.payment'),
      render: (run) =>
        run.isPaidToEmployee ? (
          <Badge color="green">{t('payments.guider.paid')}</Badge>
        ) : (
          <Badge color="yellow">{t('payments.guider.unpaid')}</Badge>
        ),
    },
  ];
};

/**
 * /guider/payments: a company's tours with the transfers it received (5 per page); an employee's own
 * tours with the company's Paid/Unpaid mark.
 */
export function GuiderPaymentsPage() {
  const texts = useT();
  const { t } = texts;
  const isCompany = useSessionQuery().data?.user?.role === 'company';
  const { page, setPage } = useTableParams();
  const runs = useMyRunsQuery(page);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>
          {isCompany ? t('payments.guider.companyTitle') : t('payments.guider.employeeTitle')}
        </Title>
        <Text c="dimmed">
          {isCompany ? t('payments.guider.companyIntro') : t('payments.guider.employeeIntro')}
        </Text>
        <DataTable
          errorTitle={t('payments.common.listFailed')}
          label={isCompany ? t('payments.guider.companyTableLabel') : t('payments.guider.employeeTableLabel')}
          columns={isCompany ? companyColumnsIn(texts) : employeeColumnsIn(texts)}
          rowKey={(run) => run.id}
          data={runs.data}
          isLoading={runs.isFetching}
          error={runs.error ? errorText(runs.error, texts) : undefined}
          onRetry={retryFor(runs)}
          emptyText={t('payments.guider.empty')}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Container>
  );
}
