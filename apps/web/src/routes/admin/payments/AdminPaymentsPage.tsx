import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  List,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  PAYMENT_RUN_STATES,
  type TAdminPaymentRun,
  type TPaymentRunState,
  type TTransferBlock,
  type TTransferResult,
} from '@roteiro/domain/money/payouts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useAdminPaymentRunsQuery,
  useTransferRunsMutation,
} from '../../../features/payouts/payoutQueries.ts';
import { payoutTexts, resultText } from '../../../features/payouts/payoutTexts.ts';
import { RunTransferStatus } from '../../../features/payouts/RunTransferStatus.tsx';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { type TTexts, useT } from '../../../shared/i18n/useT.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal.tsx';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';
import { toast } from '../../../shared/ui/toasts.ts';

/** Why a run cannot be transferred, as the payouts' texts name it. */
const blockTexts: Record<TTransferBlock, keyof typeof payoutTexts> = {
  transferred: 'alreadyTransferred',
  inProgress: 'inProgress',
  setupNotFinished: 'setupNotFinished',
  nothingToPay: 'nothingToPay',
};

const isStateFilter = (value: string | null): value is TPaymentRunState =>
  (PAYMENT_RUN_STATES as readonly string[]).includes(value ?? '');

const runLabel = (run: TAdminPaymentRun, { t, day }: TTexts) =>
  t('payments.admin.runLabel', { activity: run.activityTitle, day: day(run.day), company: run.companyName });

/** /admin/payments: runs per company, owed first; the admin transfers the selected ones to each company. */
export function AdminPaymentsPage() {
  const texts = useT();
  const { t, say, price } = texts;
  const { page, search, setPage, setSearch } = useTableParams();
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state: TPaymentRunState = isStateFilter(stateParam) ? stateParam : 'untransferred';
  const runs = useAdminPaymentRunsQuery(state, page, search);
  const transfer = useTransferRunsMutation();
  const [selected, setSelected] = useState<Map<string, TAdminPaymentRun>>(new Map());
  const [isConfirming, setIsConfirming] = useState(false);
  const [problems, setProblems] = useState<{ label: string; message: string }[]>([]);

  const toggle = (run: TAdminPaymentRun, isChecked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (isChecked) {
        next.set(run.id, run);
      } else {
        next.delete(run.id);
      }
      return next;
    });

  const selectable = (runs.data?.items ?? []).filter((run) => run.block === null);
  const isAllSelected = selectable.length > 0 && selectable.every((run) => selected.has(run.id));
  const toggleAll = (isChecked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const run of selectable) {
        if (isChecked) {
          next.set(run.id, run);
        } else {
          next.delete(run.id);
        }
      }
      return next;
    });

  const selectedRuns = [...selected.values()];
  const selectedTotal = selectedRuns.reduce((sum, run) => sum + run.payAmountCents, 0);
  const selectedCompanies = new Set(selectedRuns.map((run) => run.companyId)).size;

  const handleTransfer = () => {
    transfer.mutate(
      selectedRuns.map((run) => run.id),
      {
        onSuccess: ({ results }) => {
          setIsConfirming(false);
          setSelected(new Map());
          reportResults(results, selected, setProblems, texts);
        },
        onError: (error) => {
          setIsConfirming(false);
          toast.danger(errorText(error, texts));
        },
      },
    );
  };

  const columns: TDataTableColumn<TAdminPaymentRun>[] = [
    {
      key: 'select',
      header: t('payments.admin.select'),
      render: (run) => (
        <Checkbox
          aria-label={t('payments.admin.selectRun', { run: runLabel(run, texts) })}
          checked={selected.has(run.id)}
          disabled={run.block !== null}
          onChange={(event) => toggle(run, event.currentTarget.checked)}
          size="md"
        />
      ),
    },
    {
      key: 'company',
      header: t('payments.admin.company'),
      isHiddenOnMobile: true,
      render: (run) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {run.companyName}
          </Text>
          {!run.hasFinishedSetUp && (
            <Badge color="yellow" variant="light" size="sm">
              {t('payments.admin.setupNotFinished')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'activity',
      header: t('payments.admin.activity'),
      render: (run) => (
        <Stack gap={2}>
          <Text size="sm" fw={600} hiddenFrom="sm">
            {run.companyName}
          </Text>
          <Text size="sm">{run.activityTitle}</Text>
          <Text size="xs" c="dimmed">
            {texts.day(run.day)} · {run.groupStartTime}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'guide',
      header: t('payments.admin.guide'),
      render: (run) => run.employeeName ?? t('payments.admin.companyGuide'),
      isHiddenOnMobile: true,
    },
    {
      key: 'amount',
      header: t('payments.admin.amount'),
      render: (run) => price(run.payAmountCents),
      isHiddenOnMobile: true,
    },
    {
      key: 'status',
      header: t('payments.admin.status'),
      render: (run) => (
        <RunTransferStatus
          amountCents={run.payAmountCents}
          transferredAt={run.transferredAt}
          notTransferred={
            <>
              <Text size="sm" fw={600} c="gray.8">
                {t('payments.admin.notTransferred')}
              </Text>
              {run.block && (
                <Text size="xs" c="dimmed">
                  {say(payoutTexts, blockTexts[run.block])}
                </Text>
              )}
            </>
          }
        />
      ),
    },
  ];

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('payments.admin.title')}</Title>
        <Text c="dimmed">{t('payments.admin.intro')}</Text>
        <SegmentedControl
          aria-label={t('payments.admin.show')}
          value={state}
          onChange={(value) =>
            setParams((current) => {
              current.set('state', value);
              current.delete('page');
              return current;
            })
          }
          data={PAYMENT_RUN_STATES.map((value) => ({ value, label: t(`payments.admin.state.${value}`) }))}
          fullWidth
          maw={420}
        />
        {runs.data && runs.data.companies.length > 0 && (
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="sm"
            aria-label={t('payments.admin.owedPerCompany')}
          >
            {runs.data.companies.map((company) => (
              <Paper key={company.companyId} withBorder p="sm" radius="md">
                <Text fw={600} size="sm">
                  {company.companyName}
                </Text>
                <Text size="sm">
                  {company.owedRuns === 0
                    ? t('payments.admin.nothingOwed')
                    : t('payments.admin.owed', { amount: price(company.owedCents), count: company.owedRuns })}
                </Text>
                {!company.hasFinishedSetUp && (
                  <Text size="xs" c="dimmed">
                    {say(payoutTexts, 'setupNotFinished')}
                  </Text>
                )}
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {problems.length > 0 && (
          <Alert
            color="red"
            variant="light"
            title={t('payments.admin.problemsTitle')}
            withCloseButton
            closeButtonLabel={t('payments.admin.dismiss')}
            onClose={() => setProblems([])}
            role="alert"
          >
            <List size="sm" spacing={4}>
              {problems.map((problem) => (
                <List.Item key={problem.label}>
                  {problem.label}: {problem.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Checkbox
            label={t('payments.admin.selectAll')}
            checked={isAllSelected}
            disabled={selectable.length === 0}
            onChange={(event) => toggleAll(event.currentTarget.checked)}
          />
          <Button disabled={selectedRuns.length === 0} onClick={() => setIsConfirming(true)} mih={44}>
            {selectedRuns.length === 0
              ? t('payments.admin.transfer')
              : t('payments.admin.transferAmount', { amount: price(selectedTotal) })}
          </Button>
        </Group>
        <DataTable
          errorTitle={t('payments.common.listFailed')}
          label={t('payments.admin.tableLabel')}
          columns={columns}
          rowKey={(run) => run.id}
          data={runs.data}
          isLoading={runs.isFetching}
          error={runs.error ? errorText(runs.error, texts) : undefined}
          onRetry={retryFor(runs)}
          emptyText={
            search
              ? t('payments.admin.noMatch')
              : state === 'untransferred'
                ? t('payments.admin.allTransferred')
                : t('payments.admin.empty')
          }
          page={page}
          onPageChange={setPage}
          search={{ value: search, placeholder: t('payments.admin.searchPlaceholder'), onChange: setSearch }}
        />
      </Stack>

      <ConfirmModal
        cancelLabel={t('payments.common.cancel')}
        opened={isConfirming}
        title={t('payments.admin.confirmTitle')}
        confirmLabel={t('payments.admin.transfer')}
        isLoading={transfer.isPending}
        onConfirm={handleTransfer}
        onClose={() => setIsConfirming(false)}
      >
        <Stack gap="xs">
          <Text>
            {t('payments.admin.confirmText', {
              amount: price(selectedTotal),
              count: selectedRuns.length,
              companies: selectedCompanies,
            })}
          </Text>
          <List size="sm">
            {selectedRuns.map((run) => (
              <List.Item key={run.id}>
                {runLabel(run, texts)}: {price(run.payAmountCents)}
              </List.Item>
            ))}
          </List>
        </Stack>
      </ConfirmModal>
    </Container>
  );
}

/** A success toast for what was transferred, and the reason for every run that was not. */
function reportResults(
  results: TTransferResult[],
  selected: Map<string, TAdminPaymentRun>,
  setProblems: (problems: { label: string; message: string }[]) => void,
  texts: TTexts,
) {
  const { t } = texts;
  const transferred = results.filter((result) => result.outcome === 'transferred').length;
  const problems = results
    .filter((result) => result.outcome === 'failed' || result.outcome === 'skipped')
    .map((result) => {
      const run = selected.get(result.runId);
      return {
        label: run ? runLabel(run, texts) : result.runId,
        message: result.message ? resultText(result.message, result.messageRef, texts) : '',
      };
    });
  if (transferred > 0) {
    toast.success(t('payments.admin.transferredToast', { count: transferred }));
  }
  const already = results.filter((result) => result.outcome === 'alreadyTransferred').length;
  if (already > 0) {
    toast.success(t('payments.admin.alreadyToast', { count: already }));
  }
  if (problems.length > 0) {
    toast.danger(
      problems.length === 1
        ? `${problems[0]?.label}: ${problems[0]?.message}`
        : t('payments.admin.problemsToast', { count: problems.length }),
    );
  }
  setProblems(problems);
}
