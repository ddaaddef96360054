import { Anchor, Container, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  FORM_KIND_LABELS,
  FORM_KINDS,
  FORMS,
  formFacts,
  type TFormKind,
  type TFormSubmission,
  ZFormKind,
} from '@roteiro/domain/forms/forms';
import { formatDateTime } from '@roteiro/domain/time/format';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFormSubmissionsQuery } from '../../../features/forms/formQueries.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { useT } from '../../../shared/i18n/useT.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { pageFrom } from '../../../shared/lib/pageFrom.ts';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';
import { FactList } from '../../../shared/ui/FactList.tsx';

function Answers({ submission }: { submission: TFormSubmission }) {
  const rows: [string, string][] = [
    ['Received', formatDateTime(submission.createdAt)],
    ...formFacts(submission.kind, submission.answers),
  ];
  return <FactList rows={rows} />;
}

/** What sets each list apart at a glance, beside name and e-mail. */
const SUMMARY: Record<TFormKind, { header: string; value: (s: TFormSubmission) => string }> = {
  'guide-registration': { header: 'Company', value: (s) => s.answers.companyName ?? '—' },
  'transfer-registration': { header: 'Based in', value: (s) => s.answers.base ?? '—' },
  feedback: { header: 'Experience', value: (s) => s.answers.rating ?? '—' },
};

function SubmissionsTable({
  kind,
  page,
  setPage,
}: {
  kind: TFormKind;
  page: number;
  setPage: (p: number) => void;
}) {
  const texts = useT();
  const list = useFormSubmissionsQuery(kind, page);
  const [opened, setOpened] = useState<TFormSubmission | null>(null);
  const columns: TDataTableColumn<TFormSubmission>[] = [
    {
      key: 'received',
      header: 'Received',
      render: (item) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.createdAt)}</span>,
    },
    {
      key: 'name',
      header: 'From',
      render: (item) => (
        <Anchor component="button" type="button" onClick={() => setOpened(item)} ta="left">
          {item.name || item.email}
        </Anchor>
      ),
    },
    { key: 'email', header: 'E-mail', render: (item) => item.email },
    { key: 'summary', header: SUMMARY[kind].header, render: SUMMARY[kind].value },
  ];
  return (
    <>
      <DataTable
        label={FORM_KIND_LABELS[kind]}
        columns={columns}
        rowKey={(item) => item.id}
        data={list.data}
        isLoading={list.isPending}
        error={list.error ? errorText(list.error, texts) : undefined}
        errorTitle="The answers could not be loaded"
        onRetry={retryFor(list)}
        isRetrying={list.isFetching}
        emptyTitle="No answers yet"
        emptyText={`Answers sent through "${FORMS[kind].title}" (${FORMS[kind].path}) appear here, and are also e-mailed to the staff address.`}
        page={page}
        onPageChange={setPage}
        minWidth={640}
      />
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened ? `${FORMS[opened.kind].title}: ${opened.name || opened.email}` : ''}
        size="lg"
      >
        {opened && <Answers submission={opened} />}
      </Modal>
    </>
  );
}

/** /admin/forms: what was sent through the storefront's forms, one tab per form, newest first. */
export function FormSubmissionsPage() {
  const [params, setParams] = useSearchParams();
  const parsed = ZFormKind.safeParse(params.get('kind'));
  const kind: TFormKind = parsed.success ? parsed.data : 'guide-registration';
  const page = pageFrom(params.get('page'));
  const setPage = (next: number) => setParams({ kind, page: String(next) });
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Form submissions</Title>
          <Text c="dimmed">
            Applications from tour companies and transfer providers, and travellers’ feedback.
          </Text>
        </div>
        <Tabs
          value={kind}
          onChange={(value) => setParams({ kind: value ?? 'guide-registration' })}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            {FORM_KINDS.map((k) => (
              <Tabs.Tab key={k} value={k}>
                {FORM_KIND_LABELS[k]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <SubmissionsTable kind={kind} page={page} setPage={setPage} />
        </Tabs>
      </Stack>
    </Container>
  );
}
