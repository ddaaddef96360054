import { Container, Stack } from '@mantine/core';
import { newActivityDefaults, type TActivityFormValues } from '@roteiro/domain/catalogue/activity-form';
import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router';
import {
  ActivityTranslationSection,
  type TPendingTranslation,
} from '../../../features/catalogue-admin/ActivityTranslationSection.tsx';
import { ActivityWizard } from '../../../features/catalogue-admin/ActivityWizard.tsx';
import { loadFailureText } from '../../../features/catalogue-admin/authoringTexts.ts';
import { useActivityEditQuery } from '../../../features/catalogue-admin/catalogueAdminQueries.ts';
import { FormHeader } from '../../../features/catalogue-admin/FormHeader.tsx';
import { useT } from '../../../shared/i18n/useT.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';

/**
 * create-activity and edit-activity (param id): the five-step wizard, and below it the activity's Portuguese
 * texts, which the wizard's Confirm saves with the activity (on create, once it exists).
 */
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
  // The Portuguese texts waiting to be saved, for the wizard's Confirm.
  const pendingTranslation = useRef<TPendingTranslation | null>(null);
  const pendingOf = useCallback(() => pendingTranslation.current, []);
  // A new activity's English texts as the wizard holds them, beside which its Portuguese ones are written.
  const [draft, setDraft] = useState<TActivityFormValues>(defaults);

  let content: React.ReactNode;
  if (!id) {
    content = (
      <Stack gap="md">
        <ActivityWizard
          id={newId}
          isNew
          initialValues={defaults}
          initialMedia={[]}
          hasOtherUnsavedChanges={hasUnsavedTranslation}
          pendingTranslation={pendingOf}
          onValuesChange={setDraft}
        />
        <ActivityTranslationSection
          activityId={newId}
          english={draft}
          isNew
          onUnsavedChange={setUnsavedTranslation}
          pendingRef={pendingTranslation}
        />
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
          pendingTranslation={pendingOf}
        />
        <ActivityTranslationSection
          activityId={edit.data.id}
          english={edit.data.values}
          onUnsavedChange={setUnsavedTranslation}
          pendingRef={pendingTranslation}
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
