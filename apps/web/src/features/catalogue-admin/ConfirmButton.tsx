import { Button, Tooltip } from '@mantine/core';
import { useT } from '../../shared/i18n/useT.tsx';
import { messages } from './authoringTexts.ts';

type TConfirmButtonProps = {
  /** Editing with nothing changed yet: the button says so and does nothing (catalogue.md §2). */
  isUnchanged: boolean;
  isSaving: boolean;
  /** Busy for another reason (an upload running). */
  isDisabled?: boolean;
  type?: 'button' | 'submit';
  onClick?: () => void;
};

/**
 * Confirm of the editing screens. While nothing changed it stays focusable and shows 'No changes have
 * been made' on hover, focus and touch, instead of a silent disabled button.
 */
export function ConfirmButton({
  isUnchanged,
  isSaving,
  isDisabled,
  type = 'button',
  onClick,
}: TConfirmButtonProps) {
  const { t, say } = useT();
  return (
    <Tooltip
      label={say(messages, 'noChanges')}
      disabled={!isUnchanged}
      events={{ hover: true, focus: true, touch: true }}
    >
      <Button
        type={type}
        onClick={onClick}
        loading={isSaving}
        disabled={isDisabled}
        data-disabled={isUnchanged || undefined}
        aria-disabled={isUnchanged}
        onClickCapture={(event) => {
          if (isUnchanged) {
            event.preventDefault();
            event.stopPropagation();
          }
        }}
      >
        {t('authoring.actions.confirm')}
      </Button>
    </Tooltip>
  );
}
