import { newEventDefaults } from '@roteiro/domain/catalogue/event';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CatalogueFormScreen } from '../../../features/catalogue-admin/CatalogueFormScreen.tsx';
import { useEventEditQuery } from '../../../features/catalogue-admin/catalogueAdminQueries.ts';
import { EventForm } from '../../../features/catalogue-admin/EventForm.tsx';

/** create-event and edit-event (param id). */
export function EventFormPage() {
  const { id } = useParams();
  const [newId] = useState(() => crypto.randomUUID());
  const [defaults] = useState(newEventDefaults);
  const edit = useEventEditQuery(id);

  return (
    <CatalogueFormScreen noun="event" backTo="/admin/activities?tab=events" isNew={!id} edit={edit}>
      {(event) => (
        <EventForm
          key={event?.id}
          id={event?.id ?? newId}
          isNew={!event}
          initialValues={event?.values ?? defaults}
        />
      )}
    </CatalogueFormScreen>
  );
}
