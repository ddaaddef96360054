import { newTicketDefaults } from '@roteiro/domain/catalogue/ticket';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CatalogueFormScreen } from '../../../features/catalogue-admin/CatalogueFormScreen.tsx';
import { useTicketEditQuery } from '../../../features/catalogue-admin/catalogueAdminQueries.ts';
import { TicketForm } from '../../../features/catalogue-admin/TicketForm.tsx';

/** create-ticket and edit-ticket (param id): the same form, without an id on create. */
export function TicketFormPage() {
  const { id } = useParams();
  const [defaults] = useState(newTicketDefaults);
  const edit = useTicketEditQuery(id);

  return (
    <CatalogueFormScreen noun="ticket" backTo="/admin/activities?tab=tickets" isNew={!id} edit={edit}>
      {(ticket) => (
        <TicketForm
          key={ticket?.id}
          id={ticket?.id}
          initialValues={ticket?.values ?? defaults}
          initialCoverUrl={ticket?.coverUrl ?? null}
        />
      )}
    </CatalogueFormScreen>
  );
}
