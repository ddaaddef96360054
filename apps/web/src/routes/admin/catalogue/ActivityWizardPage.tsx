import { Alert, Container, Stack } from '@mantine/core';
import { newActivityDefaults } from '@roteiro/domain/catalogue/activity-form';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ActivityTranslationSection } from '../../../features/catalogue-admin/ActivityTranslationSection.tsx';
import { ActivityWizard } from '../../../features/catalogue-admin/ActivityWizard.tsx';
import { loadFailureText } from '../../../features/catalogue-admin/authoringTexts.ts';
import { useActivityEditQuery } from '../../../features/catalogue-admin/catalogueAdminQueries.ts';
import { FormHeader } from '../../../features/catalogue-admin/FormHeader.tsx';
import { useT } from '../../../shared/i18n/useT.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';

/** create-activity and edit-activity (param id): the five-step wizard, and on edit the activity's Portuguese texts. */
export function ActivityWizardPage() {
  const texts = useT();
  const { t } = texts;
  const { id } = useParams();
  // A new activity's id is chosen once when the wizard opens, so a retried save cannot duplicate it.
  const [newId] = useState(() => crypto.randomUUID());
  const [defaults] = useState(newActivityDefaults);
  const edit = useActivityEditQuery(id);
  // One leave prompt per page (the router keeps one blocker): the wizard's also guards the Portuguese texts.
  const [hasUnsavedTranslation, setUnsavedTranslation] = useState(false);

  let content: React.ReactNode;
  if (!id) {
    content = (
      <Stack gap="md">
        <ActivityWizard id={newId} isNew initialValues={defaults} initialMedia={[]} />
        <Alert variant="light" color="gray">
          {t('authoring.translation.saveFirst')}
        </Alert>
      </Stack>
    );
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
      <Stack gap="md" key={edit.data.id}>
        <ActivityWizard
          id={edit.data.id}
          isNew={false}
          initialValues={edit.data.values}
          initialMedia={edit.data.media}
          hasOtherUnsavedChanges={hasUnsavedTranslation}
        />
        <ActivityTranslationSection
          activityId={edit.data.id}
          english={edit.data.values}
          onUnsavedChange={setUnsavedTranslation}
        />
      </Stack>
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
