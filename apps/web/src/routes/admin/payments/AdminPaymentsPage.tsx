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
import { formatCents } from '@roteiro/domain/money/money';
import {
  PAYMENT_RUN_STATES,
  type TAdminPaymentRun,
  type TPaymentRunState,
  type TTransferResult,
  transferBlockTexts,
} from '@roteiro/domain/money/payouts';
import { formatDay } from '@roteiro/domain/time/format';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useAdminPaymentRunsQuery,
  useTransferRunsMutation,
} from '../../../features/payouts/payoutQueries.ts';
import { RunTransferStatus } from '../../../features/payouts/RunTransferStatus.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal.tsx';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';
import { toast } from '../../../shared/ui/toasts.ts';

const stateLabels: Record<TPaymentRunState, string> = {
  untransferred: 'To transfer',
  transferred: 'Transferred',
  all: 'All',
};

const isStateFilter = (value: string | null): value is TPaymentRunState =>
  (PAYMENT_RUN_STATES as readonly string[]).includes(value ?? '');

const runLabel = (run: TAdminPaymentRun) =>
  `${run.activityTitle} on ${formatDay(run.day)} (${run.companyName})`;

/** /admin/payments: runs per company, owed first; the admin transfers the selected ones to each company. */
export function AdminPaymentsPage() {
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
          reportResults(results, selected, setProblems);
        },
        onError: (error) => {
          setIsConfirming(false);
          toast.danger(error.message);
        },
      },
    );
  };

  const columns: TDataTableColumn<TAdminPaymentRun>[] = [
    {
      key: 'select',
      header: 'Select',
      render: (run) => (
        <Checkbox
          aria-label={`Select ${runLabel(run)}`}
          checked={selected.has(run.id)}
          disabled={run.block !== null}
          onChange={(event) => toggle(run, event.currentTarget.checked)}
          size="md"
        />
      ),
    },
    {
      key: 'company',
      header: 'Company',
      isHiddenOnMobile: true,
      render: (run) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {run.companyName}
          </Text>
          {!run.hasFinishedSetUp && (
            <Badge color="yellow" variant="light" size="sm">
              Payment setup not finished
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'activity',
      header: 'Activity',
      render: (run) => (
        <Stack gap={2}>
          <Text size="sm" fw={600} hiddenFrom="sm">
            {run.companyName}
          </Text>
          <Text size="sm">{run.activityTitle}</Text>
          <Text size="xs" c="dimmed">
            {formatDay(run.day)} · {run.groupStartTime}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'guide',
      header: 'Guide',
      render: (run) => run.employeeName ?? 'Company',
      isHiddenOnMobile: true,
    },
    {
      key: 'amount',
      header: 'Amount',
      render: (run) => formatCents(run.payAmountCents),
      isHiddenOnMobile: true,
    },
    {
      key: 'status',
      header: 'Status',
      render: (run) => (
        <RunTransferStatus
          amountCents={run.payAmountCents}
          transferredAt={run.transferredAt}
          notTransferred={
            <>
              <Text size="sm" fw={600} c="gray.8">
                Not transferred
              </Text>
              {run.block && (
                <Text size="xs" c="dimmed">
                  {transferBlockTexts[run.block]}
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
        <Title order={1}>Manage Payments</Title>
        <Text c="dimmed">
          Each finished activity is paid to the company that ran it, by a transfer to its payment account. A
          run is transferred once; transferred runs cannot be selected again.
        </Text>
        <SegmentedControl
          aria-label="Show"
          value={state}
          onChange={(value) =>
            setParams((current) => {
              current.set('state', value);
              current.delete('page');
              return current;
            })
          }
          data={PAYMENT_RUN_STATES.map((value) => ({ value, label: stateLabels[value] }))}
          fullWidth
          maw={420}
        />
        {runs.data && runs.data.companies.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" aria-label="Owed per company">
            {runs.data.companies.map((company) => (
              <Paper key={company.companyId} withBorder p="sm" radius="md">
                <Text fw={600} size="sm">
                  {company.companyName}
                </Text>
                <Text size="sm">
                  {company.owedRuns === 0
                    ? 'Nothing owed'
                    : `${formatCents(company.owedCents)} owed for ${company.owedRuns} ${company.owedRuns === 1 ? 'activity' : 'activities'}`}
                </Text>
                {!company.hasFinishedSetUp && (
                  <Text size="xs" c="dimmed">
                    {transferBlockTexts.setupNotFinished}
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
            title="Some activities were not transferred"
            withCloseButton
            closeButtonLabel="Dismiss"
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
            label="Select every transferable activity on this page"
            checked={isAllSelected}
            disabled={selectable.length === 0}
            onChange={(event) => toggleAll(event.currentTarget.checked)}
          />
          <Button disabled={selectedRuns.length === 0} onClick={() => setIsConfirming(true)} mih={44}>
            {selectedRuns.length === 0 ? 'Transfer' : `Transfer ${formatCents(selectedTotal)}`}
          </Button>
        </Group>
        <DataTable
          label="Activities to pay"
          columns={columns}
          rowKey={(run) => run.id}
          data={runs.data}
          isLoading={runs.isFetching}
          error={runs.error?.message}
          onRetry={retryFor(runs)}
          emptyText={
            search
              ? 'No activities match your search.'
              : state === 'untransferred'
                ? 'Every finished activity has been transferred.'
                : 'There are no activities here yet.'
          }
          page={page}
          onPageChange={setPage}
          search={{ value: search, placeholder: 'Search by company or activity', onChange: setSearch }}
        />
      </Stack>

      <ConfirmModal
        opened={isConfirming}
        title="Transfer to the companies?"
        confirmLabel="Transfer"
        isLoading={transfer.isPending}
        onConfirm={handleTransfer}
        onClose={() => setIsConfirming(false)}
      >
        <Stack gap="xs">
          <Text>
            {formatCents(selectedTotal)} for {selectedRuns.length}{' '}
            {selectedRuns.length === 1 ? 'activity' : 'activities'} to {selectedCompanies}{' '}
            {selectedCompanies === 1 ? 'company' : 'companies'}, one transfer per activity.
          </Text>
          <List size="sm">
            {selectedRuns.map((run) => (
              <List.Item key={run.id}>
                {runLabel(run)}: {formatCents(run.payAmountCents)}
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
) {
  const transferred = results.filter((result) => result.outcome === 'transferred').length;
  const problems = results
    .filter((result) => result.outcome === 'failed' || result.outcome === 'skipped')
    .map((result) => {
      const run = selected.get(result.runId);
      return { label: run ? runLabel(run) : result.runId, message: result.message ?? '' };
    });
  if (transferred > 0) {
    toast.success(
      transferred === 1
        ? 'The activity has been transferred.'
        : `${transferred} activities have been transferred.`,
    );
  }
  const already = results.filter((result) => result.outcome === 'alreadyTransferred').length;
  if (already > 0) {
    toast.success(
      already === 1
        ? 'This activity had already been transferred.'
        : `${already} activities had already been transferred.`,
    );
  }
  if (problems.length > 0) {
    toast.danger(
      problems.length === 1
        ? `${problems[0]?.label}: ${problems[0]?.message}`
        : `${problems.length} activities were not transferred. See the list above the table.`,
    );
  }
  setProblems(problems);
}
