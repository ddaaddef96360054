import { Anchor, Container, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { staticPageTexts } from '@roteiro/domain/catalogue/storefront-pages';
import {
  FORM_KINDS,
  FORMS,
  formFacts,
  formFieldTexts,
  formPageTexts,
  type TFormKind,
  type TFormSubmission,
  ZFormKind,
} from '@roteiro/domain/forms/forms';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { registerTranslations } from '@roteiro/domain/i18n/texts';
import formPagesPt from '@roteiro/domain/locales/pt-PT/formPages.json';
import { formatDateTime } from '@roteiro/domain/time/format';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFormSubmissionsQuery } from '../../../features/forms/formQueries.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { type TTexts, useT } from '../../../shared/i18n/useT.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { pageFrom } from '../../../shared/lib/pageFrom.ts';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';
import { FactList } from '../../../shared/ui/FactList.tsx';

// The forms' labels and choices, in the admin's language.
registerTranslations(formPageTexts, 'pt-PT', formPagesPt);

/** Each form's page, whose title names the form. */
const STATIC_PAGE_OF = {
  'guide-registration': 'guideRegistration',
  'transfer-registration': 'transferRegistration',
  feedback: 'feedback',
} as const satisfies Record<TFormKind, string>;

const formTitle = (kind: TFormKind, { locale }: TTexts) =>
  staticPageTexts(STATIC_PAGE_OF[kind], locale).title;

function Answers({ submission }: { submission: TFormSubmission }) {
  const { t, locale } = useT();
  // The answers with the form's own labels and choices in the admin's language; what was typed stays as typed.
  const rows: [string, string][] = [
    [t('admin.common.received'), formatDateTime(submission.createdAt, locale)],
    ...formFacts(submission.kind, submission.answers, locale),
  ];
  return <FactList rows={rows} />;
}

/** What sets each list apart at a glance, beside name and e-mail. */
const SUMMARY: Record<TFormKind, (s: TFormSubmission, locale: TLocale) => string> = {
  'guide-registration': (s) => s.answers.companyName ?? '—',
  'transfer-registration': (s) => s.answers.base ?? '—',
  // The rating is one of the form's choices, stored in English.
  feedback: (s, locale) => {
    const rating = s.answers.rating;
    if (!rating) {
      return '—';
    }
    const field = FORMS.feedback.fields.find((one) => one.name === 'rating');
    return field ? formFieldTexts('feedback', field, locale).option(rating) : rating;
  },
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
  const { t } = texts;
  const list = useFormSubmissionsQuery(kind, page);
  const [opened, setOpened] = useState<TFormSubmission | null>(null);
  const columns: TDataTableColumn<TFormSubmission>[] = [
    {
      key: 'received',
      header: t('admin.common.received'),
      render: (item) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.createdAt, texts.locale)}</span>
      ),
    },
    {
      key: 'name',
      header: t('admin.forms.from'),
      render: (item) => (
        <Anchor component="button" type="button" onClick={() => setOpened(item)} ta="left">
          {item.name || item.email}
        </Anchor>
      ),
    },
    { key: 'email', header: t('admin.common.eMail'), render: (item) => item.email },
    {
      key: 'summary',
      header: t(`admin.forms.summary.${kind}`),
      render: (item) => SUMMARY[kind](item, texts.locale),
    },
  ];
  return (
    <>
      <DataTable
        label={t(`admin.forms.kinds.${kind}`)}
        columns={columns}
        rowKey={(item) => item.id}
        data={list.data}
        isLoading={list.isPending}
        error={list.error ? errorText(list.error, texts) : undefined}
        errorTitle={t('admin.forms.loadFailed')}
        onRetry={retryFor(list)}
        isRetrying={list.isFetching}
        emptyTitle={t('admin.forms.emptyTitle')}
        emptyText={t('admin.forms.emptyText', { form: formTitle(kind, texts), path: FORMS[kind].path })}
        page={page}
        onPageChange={setPage}
        minWidth={640}
      />
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened ? `${formTitle(opened.kind, texts)}: ${opened.name || opened.email}` : ''}
        size="lg"
      >
        {opened && <Answers submission={opened} />}
      </Modal>
    </>
  );
}

/** /admin/forms: what was sent through the storefront's forms, one tab per form, newest first. */
export function FormSubmissionsPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const parsed = ZFormKind.safeParse(params.get('kind'));
  const kind: TFormKind = parsed.success ? parsed.data : 'guide-registration';
  const page = pageFrom(params.get('page'));
  const setPage = (next: number) => setParams({ kind, page: String(next) });
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('admin.forms.title')}</Title>
          <Text c="dimmed">{t('admin.forms.intro')}</Text>
        </div>
        <Tabs
          value={kind}
          onChange={(value) => setParams({ kind: value ?? 'guide-registration' })}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            {FORM_KINDS.map((k) => (
              <Tabs.Tab key={k} value={k}>
                {t(`admin.forms.kinds.${k}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <SubmissionsTable kind={kind} page={page} setPage={setPage} />
        </Tabs>
      </Stack>
    </Container>
  );
}
