import { Button, Group, Paper, Progress, Stack, Stepper, Text } from '@mantine/core';
import { ACTIVITY_WIZARD_STEPS } from '@roteiro/domain/catalogue/activity';
import {
  activityFormErrors,
  activityInputFromForm,
  type TActivityFormValues,
  ZActivityFormValues,
} from '@roteiro/domain/catalogue/activity-form';
import type { TAdminMedia } from '@roteiro/domain/catalogue/admin-media';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../shared/i18n/errorText.ts';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { AboutStep } from './AboutStep.tsx';
import type { TPendingTranslation } from './ActivityTranslationSection.tsx';
import { messages } from './authoringTexts.ts';
import { BasicsStep } from './BasicsStep.tsx';
import { ConfirmButton } from './ConfirmButton.tsx';
import { formFieldErrors, useSaveCatalogueMutation } from './catalogueAdminQueries.ts';
import { ImagesStep } from './ImagesStep.tsx';
import { LocationStep } from './LocationStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import { type TUploadRole, useMediaUploads } from './useMediaUploads.ts';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt.ts';

// The spec's five steps, each named by the catalogue in the reader's language.
const STEP_NAMES = {
  'Initial information': 'authoring.wizard.steps.basics',
  Images: 'authoring.wizard.steps.images',
  'About this activity': 'authoring.wizard.steps.about',
  'Location & Itinerary': 'authoring.wizard.steps.location',
  Review: 'authoring.wizard.steps.review',
} as const satisfies Record<(typeof ACTIVITY_WIZARD_STEPS)[number], TMessageId>;
const STEP_COUNT = ACTIVITY_WIZARD_STEPS.length;
const REVIEW_STEP = STEP_COUNT - 1;

// Which step holds a field, to send the user back to the first step with a server-side error.
const stepOfField = (path: string): number => {
  const field = path.split('.')[0] ?? '';
  if (['coverKey', 'galleryKeys', 'videoKeys'].includes(field)) {
    return 1;
  }
  if (['meetingPoint', 'marker', 'city', 'stops'].includes(field)) {
    return 3;
  }
  if (
    [
      'title',
      'description',
      'categories',
      'durationMinutes',
      'isPass',
      'priceCents',
      'privatePriceCents',
      'marketPriceCents',
      'guiderPaymentCents',
      'scheduleInfo',
    ].includes(field)
  ) {
    return 0;
  }
  return 2;
};

type TActivityWizardProps = {
  id: string;
  isNew: boolean;
  initialValues: TActivityFormValues;
  initialMedia: TAdminMedia[];
  /** Other texts of the page wait to be saved (the Portuguese texts): the one leave prompt of the page guards them too. */
  hasOtherUnsavedChanges?: boolean;
  /** The Portuguese texts waiting to be saved, if any: Confirm checks them first and saves them with the activity. */
  pendingTranslation?: () => TPendingTranslation | null;
  /** The values as they change (a new activity's Portuguese section shows each English text beside its field). */
  onValuesChange?: (values: TActivityFormValues) => void;
};

/** The five-step activity wizard (catalogue.md §2, §4) for create and edit. */
export function ActivityWizard({
  id,
  isNew,
  initialValues,
  initialMedia,
  hasOtherUnsavedChanges = false,
  pendingTranslation = () => null,
  onValuesChange,
}: TActivityWizardProps) {
  const navigate = useNavigate();
  const texts = useT();
  // Checked step by step (activityFormErrors) rather than on submit: Next waits for a valid step, Confirm for all.
  const form = useDomainForm({ schema: ZActivityFormValues, initialValues });
  const [step, setStep] = useState(0);
  // Messages from the last Confirm (references as written), shown until the values change.
  const [confirmErrors, setConfirmErrors] = useState<{ values: string; fields: Record<string, string> }>({
    values: '',
    fields: {},
  });
  const [previews, setPreviews] = useState<Record<string, string>>(() =>
    Object.fromEntries(initialMedia.map((m) => [m.key, m.thumbUrl ?? m.url])),
  );
  const [batchStarted, setBatchStarted] = useState(!isNew);
  const save = useSaveCatalogueMutation('activities');
  // Created, but its Portuguese texts were refused: Confirm again updates it (and sends them again).
  const [isCreated, setCreated] = useState(false);
  const isCreate = isNew && !isCreated;
  const [isSavingTranslation, setSavingTranslation] = useState(false);

  const media = useMediaUploads((role: TUploadRole, uploaded) => {
    setPreviews((p) => ({ ...p, [uploaded.key]: uploaded.thumbUrl ?? uploaded.url }));
    if (role === 'cover') {
      form.setFieldValue('coverKey', uploaded.key);
    } else if (role === 'gallery') {
      form.insertListItem('galleryKeys', uploaded.key);
    } else {
      form.insertListItem('videoKeys', uploaded.key);
    }
  });

  // On create, everything uploads once a cover and a gallery photo are chosen; afterwards, at once.
  const hasCover = Boolean(form.values.coverKey) || media.uploads.some((u) => u.role === 'cover');
  const hasGallery = form.values.galleryKeys.length > 0 || media.uploads.some((u) => u.role === 'gallery');
  useEffect(() => {
    if (!batchStarted && hasCover && hasGallery) {
      setBatchStarted(true);
      media.startQueued(media.uploads);
    }
  }, [batchStarted, hasCover, hasGallery, media]);

  const handleAddFiles = (files: File[], role: TUploadRole) => {
    if (role === 'cover') {
      for (const queued of media.uploads.filter((u) => u.role === 'cover' && u.status !== 'uploading')) {
        media.remove(queued.localId);
      }
    }
    media.add(files, role, batchStarted);
  };

  const valuesJson = JSON.stringify(activityInputFromForm(form.values));
  const initialJson = useMemo(() => JSON.stringify(activityInputFromForm(initialValues)), [initialValues]);
  const { values } = form;
  useEffect(() => {
    onValuesChange?.(values);
  }, [values, onValuesChange]);
  const hasChanges = valuesJson !== initialJson || media.uploads.length > 0;
  const { release, blocker } = useUnsavedChangesPrompt(
    hasChanges || save.isPending || hasOtherUnsavedChanges,
  );

  const stepErrors = useMemo(
    () => (step < REVIEW_STEP ? activityFormErrors(JSON.parse(valuesJson) as TActivityFormValues, step) : {}),
    [valuesJson, step],
  );
  const isLoading = media.isUploading;
  const hasPendingFiles = step === 1 && media.uploads.length > 0;
  const isStepValid = Object.keys(stepErrors).length === 0 && !hasPendingFiles;

  const serverErrors = confirmErrors.values === valuesJson ? confirmErrors.fields : {};
  const errorOf = (path: string) => {
    const message = serverErrors[path] ?? (form.isTouched(path) ? stepErrors[path] : undefined);
    return message === undefined ? undefined : texts.tx(message);
  };

  const goTo = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const leave = () => {
    release();
    void navigate('/admin/activities');
  };

  // The Portuguese texts waiting, once the activity is stored: saved too before leaving. Refused, the page
  // stays with them and their messages (the activity is saved: a second Confirm updates it and sends them again).
  const saveTranslationAndLeave = async (translation: TPendingTranslation | null) => {
    if (translation) {
      setSavingTranslation(true);
      const isSaved = await translation.save();
      setSavingTranslation(false);
      if (!isSaved) {
        return;
      }
    }
    leave();
  };

  const handleConfirm = () => {
    const all = activityFormErrors(form.values);
    const first = Object.keys(all)[0];
    if (first) {
      setConfirmErrors({ values: valuesJson, fields: all });
      goTo(stepOfField(first));
      return;
    }
    // Unsaved Portuguese texts are not left behind: checked before anything is saved, then saved with it.
    const translation = pendingTranslation();
    if (translation && !translation.validate()) {
      toast.danger(texts.t('authoring.translation.checkFields'));
      return;
    }
    if (!isCreate && !hasChanges) {
      // Only the Portuguese texts changed.
      void saveTranslationAndLeave(translation);
      return;
    }
    const activity = activityInputFromForm(form.values);
    save.mutate(
      { id, isNew: isCreate, body: isCreate ? { id, activity } : { activity } },
      {
        onSuccess: () => {
          toast.success(texts.say(messages, isCreate ? 'activityCreated' : 'activityUpdated'));
          setCreated(true);
          void saveTranslationAndLeave(translation);
        },
        onError: (error) => {
          // Nothing was saved and nothing typed is lost: the message, and the fields back in the form.
          if (isCreate && error.status === 409) {
            release();
            void navigate('/admin/activities');
            return;
          }
          toast.danger(errorText(error, texts));
          const fields = formFieldErrors(error.fields, 'activity');
          setConfirmErrors({ values: valuesJson, fields });
          const firstField = Object.keys(fields)[0];
          if (firstField) {
            goTo(stepOfField(firstField));
          }
        },
      },
    );
  };

  const stepProps = { form, errorOf };
  const stepContent = [
    <BasicsStep key="basics" {...stepProps} />,
    <ImagesStep
      key="images"
      {...stepProps}
      isEdit={!isNew}
      previews={previews}
      uploads={media.uploads}
      onAddFiles={handleAddFiles}
      onRemoveUpload={media.remove}
      onRetryUpload={media.retry}
    />,
    <AboutStep key="about" {...stepProps} />,
    <LocationStep key="location" {...stepProps} />,
    <ReviewStep key="review" form={form} previews={previews} />,
  ][step];

  const isConfirmDisabled = !isNew && !hasChanges && !hasOtherUnsavedChanges;

  return (
    <Stack gap="md">
      <UnsavedChangesDialog blocker={blocker} />
      <Progress
        value={((step + 1) * 100) / STEP_COUNT}
        aria-label={texts.t('authoring.wizard.progress', { step: step + 1, count: STEP_COUNT })}
      />
      <Stepper active={step} size="xs" allowNextStepsSelect={false} visibleFrom="sm">
        {ACTIVITY_WIZARD_STEPS.map((name) => (
          <Stepper.Step key={name} label={texts.t(STEP_NAMES[name])} />
        ))}
      </Stepper>
      <Text fw={700} size="lg" hiddenFrom="sm">
        {texts.t(STEP_NAMES[ACTIVITY_WIZARD_STEPS[step] ?? 'Review'])}
      </Text>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        {stepContent}
      </Paper>
      <Group
        justify="space-between"
        pos="sticky"
        bottom={0}
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ zIndex: 2 }}
        data-sticky-actions
      >
        {step > 0 ? (
          <Button variant="default" onClick={() => goTo(step - 1)} disabled={save.isPending}>
            {texts.t('authoring.actions.back')}
          </Button>
        ) : (
          <span />
        )}
        {step < REVIEW_STEP &&
          (isLoading ? (
            <Button loading loaderProps={{ type: 'dots' }} aria-label={texts.t('authoring.actions.loading')}>
              {texts.t('authoring.actions.loading')}
            </Button>
          ) : (
            <Button onClick={() => goTo(step + 1)} disabled={!isStepValid}>
              {texts.t('authoring.actions.next')}
            </Button>
          ))}
        {step === REVIEW_STEP && (
          <ConfirmButton
            isUnchanged={isConfirmDisabled}
            isSaving={save.isPending || isSavingTranslation}
            onClick={handleConfirm}
          />
        )}
      </Group>
    </Stack>
  );
}
