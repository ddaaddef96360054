import { Container } from '@mantine/core';
import { newEventDefaults } from '@roteiro/domain/catalogue/event';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useEventEditQuery } from '../../../features/catalogue-admin/catalogueAdminQueries.ts';
import { EventForm } from '../../../features/catalogue-admin/EventForm.tsx';
import { FormHeader } from '../../../features/catalogue-admin/FormHeader.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';

/** create-event and edit-event (param id). */
export function EventFormPage() {
  const { id } = useParams();
  const [newId] = useState(() => crypto.randomUUID());
  const [defaults] = useState(newEventDefaults);
  const edit = useEventEditQuery(id);

  let content: React.ReactNode;
  if (!id) {
    content = <EventForm id={newId} isNew initialValues={defaults} />;
  } else if (edit.isError) {
    content = (
      <ErrorState
        title="The event could not be loaded"
        message={edit.error.message}
        onRetry={() => void edit.refetch()}
      />
    );
  } else if (!edit.data) {
    content = <PageLoader />;
  } else {
    content = (
      <EventForm key={edit.data.id} id={edit.data.id} isNew={false} initialValues={edit.data.values} />
    );
  }
  return (
    <Container size="sm" py="md" px={{ base: 'xs', sm: 'md' }}>
      <FormHeader title={id ? 'Edit event' : 'Create event'} backTo="/admin/activities?tab=events" />
      {content}
    </Container>
  );
}
