import { Anchor, Container, Modal, Stack, Text, Title } from '@mantine/core';
import { registerTranslations } from '@roteiro/domain/i18n/texts';
import quoteWizardPt from '@roteiro/domain/locales/pt-PT/quoteWizard.json';
import { quoteValueName, quoteWizardTexts, type TQuoteRequestListItem } from '@roteiro/domain/quote/quote';
import { formatDateTime } from '@roteiro/domain/time/format';
import { useState } from 'react';
import { useQuoteRequestsQuery } from '../../../features/quote/useQuoteRequestsQuery.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { type TTexts, useT } from '../../../shared/i18n/useT.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';
import { FactList } from '../../../shared/ui/FactList.tsx';

// The group types and interests the wizard offers, as the admin's language names them.
registerTranslations(quoteWizardTexts, 'pt-PT', quoteWizardPt);

/**
 * A request's answers as the staff e-mail lists them (quoteRequestFacts), in the admin's language: the name is the
 * dialog's title; the group type and the interests the wizard offers are named as the language names them, the
 * traveller's own words stay as written.
 */
function factsOf(request: TQuoteRequestListItem, { t, locale }: TTexts): [string, string][] {
  const yes = (value: boolean) => (value ? t('admin.quotes.facts.yes') : t('admin.quotes.facts.no'));
  const interests = request.selectedInterests.map((value) => quoteValueName('interests', value, locale));
  return [
    [t('admin.common.received'), formatDateTime(request.createdAt, locale)],
    [t('admin.common.eMail'), request.email],
    [t('admin.quotes.destinations'), request.destinations.join(', ')],
    [t('admin.quotes.dates'), request.dates],
    [t('admin.quotes.facts.participants'), String(request.nOfParticipants)],
    [t('admin.quotes.facts.ageRange'), request.ageRange],
    [t('admin.quotes.facts.groupType'), quoteValueName('groupTypes', request.selectedGroupType, locale)],
    [t('admin.quotes.facts.planning'), yes(request.shouldPlanItinerary)],
    [t('admin.quotes.facts.interests'), interests.length > 0 ? interests.join(', ') : '—'],
    [t('admin.quotes.facts.privateGuide'), yes(request.withPrivateGuide)],
    [t('admin.quotes.facts.airportTransfer'), yes(request.withAirportTransfer)],
    [t('admin.quotes.facts.nonNegotiables'), request.nonNegotiables ?? '—'],
    [t('admin.quotes.facts.notes'), request.notes ?? '—'],
  ];
}

function QuoteRequestDetails({ request }: { request: TQuoteRequestListItem }) {
  const texts = useT();
  return <FactList rows={factsOf(request, texts)} />;
}

/** /admin/quotes — quote requests received through the public wizard, newest first. */
export function QuoteRequestsPage() {
  const texts = useT();
  const { t, locale } = texts;
  const { page, setPage } = useTableParams();
  const list = useQuoteRequestsQuery(page);
  const [opened, setOpened] = useState<TQuoteRequestListItem | null>(null);
  const columns: TDataTableColumn<TQuoteRequestListItem>[] = [
    {
      key: 'received',
      header: t('admin.common.received'),
      render: (item) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.createdAt, locale)}</span>
      ),
    },
    {
      key: 'name',
      header: t('admin.quotes.name'),
      render: (item) => (
        <Anchor component="button" type="button" onClick={() => setOpened(item)} ta="left">
          {item.clientName}
        </Anchor>
      ),
    },
    { key: 'email', header: t('admin.common.eMail'), render: (item) => item.email },
    {
      key: 'destinations',
      header: t('admin.quotes.destinations'),
      render: (item) => item.destinations.join(', '),
    },
    { key: 'dates', header: t('admin.quotes.dates'), render: (item) => item.dates },
    { key: 'people', header: t('admin.quotes.people'), render: (item) => item.nOfParticipants },
  ];

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('admin.quotes.title')}</Title>
          <Text c="dimmed">{t('admin.quotes.intro')}</Text>
        </div>
        <DataTable
          label={t('admin.quotes.title')}
          columns={columns}
          rowKey={(item) => item.id}
          data={list.data}
          isLoading={list.isPending}
          error={list.error ? errorText(list.error, texts) : undefined}
          errorTitle={t('admin.quotes.loadFailed')}
          onRetry={retryFor(list)}
          isRetrying={list.isFetching}
          emptyTitle={t('admin.quotes.emptyTitle')}
          emptyText={t('admin.quotes.emptyText')}
          page={page}
          onPageChange={setPage}
          minWidth={720}
        />
      </Stack>
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened ? t('admin.quotes.from', { name: opened.clientName }) : ''}
        size="lg"
      >
        {opened && <QuoteRequestDetails request={opened} />}
      </Modal>
    </Container>
  );
}
