import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ZReportReviewRequest } from '@roteiro/domain/reviews/schemas';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { useReportReviewMutation } from './reviewQueries.ts';
import './reviewTexts.ts';
// A dialog's styles, beside the storefront's (the details page's first load has none).
import '../../shared/ui/styles/dialogs.ts';

/** "Report": a dialog asking why (Escape or Cancel closes it, focus starts in the reason). */
export function ReportReviewModal({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const { t } = useT();
  const report = useReportReviewMutation();
  const form = useDomainForm({ schema: ZReportReviewRequest, initialValues: { reason: '' } });
  return (
    <Modal
      opened
      onClose={report.isPending ? () => undefined : onClose}
      title={t('reviews.report.title')}
      centered
    >
      <form
        noValidate
        onSubmit={form.onSubmit(({ reason }) =>
          report.mutate(
            { reviewId, reason },
            {
              onSuccess: () => {
                toast.success(t('reviews.report.sent'));
                onClose();
              },
              onError: (failure) => form.showServerError(failure),
            },
          ),
        )}
      >
        <Stack gap="md">
          <Text fz="sm">{t('reviews.report.intro')}</Text>
          <Textarea
            label={t('reviews.report.reason')}
            withAsterisk
            autosize
            minRows={3}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={44} onClick={onClose} disabled={report.isPending}>
              {t('reviews.report.cancel')}
            </Button>
            <Button type="submit" mih={44} loading={report.isPending}>
              {t('reviews.report.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
