import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ZHideReviewRequest } from '@roteiro/domain/reviews/schemas';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { useModerateReviewMutation } from './reviewQueries.ts';
import './reviewTexts.ts';

/** Hide: a dialog asking for the reason (required; the author is told it). */
export function HideReviewModal({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const { t } = useT();
  const moderate = useModerateReviewMutation();
  const form = useDomainForm({ schema: ZHideReviewRequest, initialValues: { reason: '' } });
  return (
    <Modal
      opened
      onClose={moderate.isPending ? () => undefined : onClose}
      title={t('reviews.admin.hideTitle')}
      centered
    >
      <form
        noValidate
        onSubmit={form.onSubmit(({ reason }) =>
          moderate.mutate(
            { reviewId, action: 'hide', reason },
            {
              onSuccess: () => {
                toast.success(t('reviews.admin.hidden'));
                onClose();
              },
              onError: (failure) => form.showServerError(failure),
            },
          ),
        )}
      >
        <Stack gap="md">
          <Text fz="sm">{t('reviews.admin.hideIntro')}</Text>
          <Textarea
            label={t('reviews.admin.reason')}
            withAsterisk
            autosize
            minRows={3}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={44} onClick={onClose} disabled={moderate.isPending}>
              {t('reviews.admin.cancel')}
            </Button>
            <Button type="submit" color="red" mih={44} loading={moderate.isPending}>
              {t('reviews.admin.confirmHide')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
