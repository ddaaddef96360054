import { Button, Text, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import classes from './StarRatingInput.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

type TStarRatingInputProps = {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  /** Required ratings have no "Clear" button; optional ones say so after their label. */
  isRequired?: boolean;
  error?: React.ReactNode;
  /** The form field's name (radios of one group share it). */
  name: string;
};

/**
 * Stars from 1 to 5 as a radio group: a legend names it, each radio is labelled "N stars", the arrow keys move
 * between them as in any radio group, and the focused star shows the focus ring. An optional rating can be cleared.
 */
export function StarRatingInput({
  label,
  value,
  onChange,
  isRequired = false,
  error,
  name,
}: TStarRatingInputProps) {
  const { t } = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const shown = value ?? 0;
  return (
    <fieldset
      className={classes.fieldset}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-testid={`stars-${name}`}
    >
      <legend className={classes.legend}>
        {label}
        {isRequired ? (
          <Text span c="red.8" aria-hidden>
            {' *'}
          </Text>
        ) : (
          <Text span c="dimmed" fz="sm">
            {` (${t('reviews.form.optional')})`}
          </Text>
        )}
      </legend>
      <div className={classes.stars}>
        {STARS.map((star) => {
          const inputId = `${id}-${star}`;
          const isFilled = star <= shown;
          return (
            <span key={star}>
              <input
                className={classes.radio}
                type="radio"
                id={inputId}
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
              />
              <label htmlFor={inputId} className={`${classes.star} ${isFilled ? classes.filled : ''}`}>
                {isFilled ? <IconStarFilled size={32} aria-hidden /> : <IconStar size={32} aria-hidden />}
                <VisuallyHidden>{t('reviews.stars.count', { count: star })}</VisuallyHidden>
              </label>
            </span>
          );
        })}
        {!isRequired && value !== null && (
          <Button
            variant="subtle"
            size="compact-sm"
            ml="xs"
            onClick={() => onChange(null)}
            aria-label={t('reviews.form.clearLabel', { aspect: label })}
          >
            {t('reviews.form.clear')}
          </Button>
        )}
      </div>
      {error && (
        <Text id={errorId} c="red.8" fz="sm" mt={4}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}
