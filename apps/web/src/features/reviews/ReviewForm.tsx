import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { LOCALES, type TLocale } from '@roteiro/domain/i18n/locale';
import { wholeNumber } from '@roteiro/domain/i18n/numbers';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@roteiro/domain/reviews/rules';
import { type TMyReview, type TReviewInput, ZReviewInput } from '@roteiro/domain/reviews/schemas';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { languageLabelId } from './reviewLanguages.ts';
import { refusalTitle } from './reviewRefusal.ts';
import './reviewTexts.ts';
import { StarRatingInput } from './StarRatingInput.tsx';

type TReviewFormProps = {
  /** The review as written, to edit; null to write one. */
  review: TMyReview | null;
  isSaving: boolean;
  /** The last failed save, shown above the button (its field messages go to their fields). */
  error: unknown;
  onSave: (body: TReviewInput, handlers: { onError: (error: unknown) => void }) => void;
};

const ASPECTS = [
  ['guideStars', 'reviews.form.guide'],
  ['valueStars', 'reviews.form.value'],
  ['organisationStars', 'reviews.form.organisation'],
] as const;

/**
 * The review: overall stars (required), the guide's, the value's and the organisation's (optional), the text with
 * its counter, and the language it is written in (the reader's by default). Checked by the domain's schema.
 */
export function ReviewForm({ review, isSaving, error, onSave }: TReviewFormProps) {
  const texts = useT();
  const { t, locale } = texts;
  const form = useDomainForm({
    schema: ZReviewInput,
    initialValues: {
      stars: (review?.stars ?? null) as number | null,
      guideStars: (review?.guideStars ?? null) as number | null,
      valueStars: (review?.valueStars ?? null) as number | null,
      organisationStars: (review?.organisationStars ?? null) as number | null,
      text: review?.text ?? '',
      language: (review?.language ?? locale) as TLocale,
    },
  });
  const length = form.values.text.trim().length;
  const isLengthOk = length >= REVIEW_TEXT_MIN && length <= REVIEW_TEXT_MAX;
  const refusal = refusalTitle(error);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) =>
        onSave(body, {
          // A refusal is shown above the button; a field's message at its field, anything else as a toast.
          onError: (failure) => (refusalTitle(failure) ? undefined : form.showServerError(failure)),
        }),
      )}
    >
      <Stack gap="lg">
        <StarRatingInput
          name="stars"
          label={t('reviews.form.overall')}
          isRequired
          value={form.values.stars}
          onChange={(value) => form.setFieldValue('stars', value)}
          error={form.errors.stars}
        />
        {ASPECTS.map(([field, label]) => (
          <StarRatingInput
            key={field}
            name={field}
            label={t(label)}
            value={form.values[field]}
            onChange={(value) => form.setFieldValue(field, value)}
            error={form.errors[field]}
          />
        ))}
        <div>
          <Textarea
            label={t('reviews.form.text')}
            description={t('reviews.form.textHint', {
              min: REVIEW_TEXT_MIN,
              max: wholeNumber(REVIEW_TEXT_MAX, locale),
            })}
            withAsterisk
            autosize
            minRows={5}
            maxRows={14}
            maxLength={REVIEW_TEXT_MAX + 200}
            aria-describedby="review-text-counter"
            {...form.getInputProps('text')}
          />
          <Text
            id="review-text-counter"
            fz="sm"
            ta="right"
            mt={4}
            c={length === 0 || isLengthOk ? 'dimmed' : 'red.8'}
            data-testid="review-counter"
          >
            {t('reviews.form.counter', {
              count: wholeNumber(length, locale),
              max: wholeNumber(REVIEW_TEXT_MAX, locale),
            })}
          </Text>
        </div>
        <Radio.Group
          label={t('reviews.form.language')}
          value={form.values.language}
          onChange={(value) => form.setFieldValue('language', value as TLocale)}
          error={form.errors.language}
        >
          <Group gap="lg" mt={6}>
            {LOCALES.map((language) => (
              <Radio key={language} value={language} label={t(languageLabelId(language))} />
            ))}
          </Group>
        </Radio.Group>
        {error && refusal ? (
          <Alert color="red" title={t(refusal)} role="alert">
            {errorText(error, texts)}
          </Alert>
        ) : null}
        <Button type="submit" color="terracotta" loading={isSaving} mih={44} fullWidth>
          {review ? t('reviews.form.save') : t('reviews.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
