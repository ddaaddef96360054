import { Container } from '@mantine/core';
import { newActivityDefaults } from '@roteiro/domain/catalogue/activity-form';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ActivityWizard } from '../../../features/catalogue-admin/ActivityWizard.tsx';
import { loadFailureText } from '../../../features/catalogue-admin/authoringTexts.ts';
import { useActivityEditQuery } from '../../../features/catalogue-admin/catalogueAdminQueries.ts';
import { FormHeader } from '../../../features/catalogue-admin/FormHeader.tsx';
import { useT } from '../../../shared/i18n/useT.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';

/** create-activity and edit-activity (param id): the five-step wizard. */
export function ActivityWizardPage() {
  const texts = useT();
  const { t } = texts;
  const { id } = useParams();
  // A new activity's id is chosen once when the wizard opens, so a retried save cannot duplicate it.
  const [newId] = useState(() => crypto.randomUUID());
  const [defaults] = useState(newActivityDefaults);
  const edit = useActivityEditQuery(id);

  let content: React.ReactNode;
  if (!id) {
    content = <ActivityWizard id={newId} isNew initialValues={defaults} initialMedia={[]} />;
  } else if (edit.isError) {
    content = (
      <ErrorState
        title={t('authoring.screens.activityLoadFailed')}
        message={loadFailureText(edit.error, texts)}
        onRetry={retryFor(edit)}
        isRetrying={edit.isFetching}
      />
    );
  } else if (!edit.data) {
    content = <PageLoader />;
  } else {
    content = (
      <ActivityWizard
        key={edit.data.id}
        id={edit.data.id}
        isNew={false}
        initialValues={edit.data.values}
        initialMedia={edit.data.media}
      />
    );
  }

  return (
    <Container size="md" py="md" px={{ base: 'xs', sm: 'md' }}>
      <FormHeader
        title={id ? t('authoring.screens.editActivity') : t('authoring.screens.createActivity')}
        backTo="/admin/activities"
      />
      {content}
    </Container>
  );
}
