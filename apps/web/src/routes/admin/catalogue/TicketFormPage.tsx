import { Container } from '@mantine/core';
import { newTicketDefaults } from '@roteiro/domain/catalogue/ticket';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTicketEditQuery } from '../../../features/catalogue-admin/catalogueAdminQueries.ts';
import { FormHeader } from '../../../features/catalogue-admin/FormHeader.tsx';
import { TicketForm } from '../../../features/catalogue-admin/TicketForm.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';

/** create-ticket and edit-ticket (param id): the same form, without an id on create. */
export function TicketFormPage() {
  const { id } = useParams();
  const [defaults] = useState(newTicketDefaults);
  const edit = useTicketEditQuery(id);

  let content: React.ReactNode;
  if (!id) {
    content = <TicketForm id={undefined} initialValues={defaults} initialCoverUrl={null} />;
  } else if (edit.isError) {
    content = (
      <ErrorState
        title="The ticket could not be loaded"
        message={edit.error.message}
        onRetry={() => void edit.refetch()}
      />
    );
  } else if (!edit.data) {
    content = <PageLoader />;
  } else {
    content = (
      <TicketForm
        key={edit.data.id}
        id={edit.data.id}
        initialValues={edit.data.values}
        initialCoverUrl={edit.data.coverUrl}
      />
    );
  }
  return (
    <Container size="sm" py="md" px={{ base: 'xs', sm: 'md' }}>
      <FormHeader title={id ? 'Edit ticket' : 'Create ticket'} backTo="/admin/activities?tab=tickets" />
      {content}
    </Container>
  );
}
