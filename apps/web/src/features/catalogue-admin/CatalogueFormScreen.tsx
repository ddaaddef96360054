import { Container } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { loadFailureText } from './authoringTexts.ts';
import { FormHeader } from './FormHeader.tsx';

type TCatalogueFormScreenProps<T> = {
  noun: 'event' | 'ticket';
  backTo: string;
  isNew: boolean;
  /** The item being edited (not used on create). */
  edit: UseQueryResult<T>;
  /** The form: given the loaded item on edit, undefined on create. */
  children: (item: T | undefined) => React.ReactNode;
};

/** The create/edit screens of events and tickets: the back bar, then the form or the item's loading or error state. */
export function CatalogueFormScreen<T>({
  noun,
  backTo,
  isNew,
  edit,
  children,
}: TCatalogueFormScreenProps<T>) {
  const texts = useT();
  const { t } = texts;
  const names = {
    event: {
      create: t('authoring.screens.createEvent'),
      edit: t('authoring.screens.editEvent'),
      loadFailed: t('authoring.screens.eventLoadFailed'),
    },
    ticket: {
      create: t('authoring.screens.createTicket'),
      edit: t('authoring.screens.editTicket'),
      loadFailed: t('authoring.screens.ticketLoadFailed'),
    },
  }[noun];
  let content: React.ReactNode;
  if (isNew) {
    content = children(undefined);
  } else if (edit.isError) {
    content = (
      <ErrorState
        title={names.loadFailed}
        message={loadFailureText(edit.error, texts)}
        onRetry={retryFor(edit)}
      />
    );
  } else if (!edit.data) {
    content = <PageLoader />;
  } else {
    content = children(edit.data);
  }
  return (
    <Container size="sm" py="md" px={{ base: 'xs', sm: 'md' }}>
      <FormHeader title={isNew ? names.create : names.edit} backTo={backTo} />
      {content}
    </Container>
  );
}
