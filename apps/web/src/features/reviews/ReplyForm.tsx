import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { TReviewReply } from '@roteiro/domain/reviews/schemas';
import { ZReplyRequest } from '@roteiro/domain/reviews/schemas';
import { useState } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { useReplyMutation } from './reviewQueries.ts';
import './reviewTexts.ts';

/** The company's reply under a review: a Reply button, then a form; once written, the reply with Edit reply. */
export function ReplyForm({ reviewId, reply }: { reviewId: string; reply: TReviewReply | null }) {
  const { t } = useT();
  const [isEditing, setEditing] = useState(false);
  const save = useReplyMutation();
  const form = useDomainForm({ schema: ZReplyRequest, initialValues: { text: reply?.text ?? '' } });

  if (!isEditing) {
    return (
      <Stack gap="xs">
        {reply && (
          <Paper bg="gray.0" p="sm" radius="sm" ml={{ base: 'sm', sm: 'lg' }} withBorder>
            <Text fz="sm" fw={600}>
              {t('reviews.section.replyFrom', { company: reply.companyName })}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reply.text}
            </Text>
          </Paper>
        )}
        <Button
          variant="light"
          mih={44}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            form.setValues({ text: reply?.text ?? '' });
            setEditing(true);
          }}
        >
          {reply ? t('reviews.company.editReply') : t('reviews.company.reply')}
        </Button>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) =>
        save.mutate(
          { reviewId, text: body.text },
          {
            onSuccess: () => {
              toast.success(t('reviews.company.replySaved'));
              setEditing(false);
            },
            onError: (failure) => form.showServerError(failure),
          },
        ),
      )}
    >
      <Stack gap="sm">
        <Textarea
          label={t('reviews.company.yourReply')}
          autosize
          minRows={3}
          withAsterisk
          data-autofocus
          {...form.getInputProps('text')}
        />
        <Group gap="sm">
          <Button type="submit" mih={44} loading={save.isPending}>
            {t('reviews.company.publishReply')}
          </Button>
          <Button variant="default" mih={44} onClick={() => setEditing(false)} disabled={save.isPending}>
            {t('reviews.company.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
