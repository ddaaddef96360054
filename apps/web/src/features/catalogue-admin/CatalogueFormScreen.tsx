import { Container } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { recordLoadMessage, retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
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
  let content: React.ReactNode;
  if (isNew) {
    content = children(undefined);
  } else if (edit.isError) {
    content = (
      <ErrorState
        title={`The ${noun} could not be loaded`}
        message={recordLoadMessage(edit.error)}
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
      <FormHeader title={isNew ? `Create ${noun}` : `Edit ${noun}`} backTo={backTo} />
      {content}
    </Container>
  );
}
