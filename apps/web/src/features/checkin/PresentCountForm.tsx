import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import type { TReferenceBooking } from '@roteiro/domain/checkin/reference';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';

type TPresentCountFormProps = {
  booking: TReferenceBooking;
  isChecking: boolean;
  onSubmit: (present: number) => void;
  onCancel: () => void;
};

/**
 * A typed booking reference with several tickets left: how many of its people are here? All of them
 * by default; − and + are thumb-sized, and the number can be typed. Focus goes to the number when it appears.
 */
export function PresentCountForm({ booking, isChecking, onSubmit, onCancel }: TPresentCountFormProps) {
  const { t } = useT();
  const max = booking.available;
  const [present, setPresent] = useState<number>(max);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  const clamp = (value: number) => Math.min(max, Math.max(1, value));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(clamp(present));
  };
  return (
    <Paper withBorder radius="md" p="sm">
      <form onSubmit={handleSubmit} aria-labelledby={titleId}>
        <Stack gap="xs">
          <Text fw={700} id={titleId}>
            {booking.clientName} · {booking.reference}
          </Text>
          <NumberInput
            ref={inputRef}
            label={max === 1 ? t('checkin.present.howMany') : t('checkin.present.howManyUpTo', { max })}
            min={1}
            max={max}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            hideControls
            size="lg"
            styles={{ input: { textAlign: 'center', fontWeight: 700 } }}
            value={present}
            onChange={(value) => setPresent(typeof value === 'number' ? value : 1)}
            leftSectionWidth={52}
            leftSectionPointerEvents="all"
            leftSection={
              <ActionIcon
                size={44}
                variant="subtle"
                aria-label={t('checkin.present.oneFewer')}
                disabled={present <= 1}
                onClick={() => setPresent((n) => clamp(n - 1))}
              >
                <IconMinus aria-hidden />
              </ActionIcon>
            }
            rightSectionWidth={52}
            rightSectionPointerEvents="all"
            rightSection={
              <ActionIcon
                size={44}
                variant="subtle"
                aria-label={t('checkin.present.oneMore')}
                disabled={present >= max}
                onClick={() => setPresent((n) => clamp(n + 1))}
              >
                <IconPlus aria-hidden />
              </ActionIcon>
            }
          />
          <Group gap="xs" grow>
            <Button variant="default" size="md" onClick={onCancel}>
              {t('checkin.present.cancel')}
            </Button>
            <Button type="submit" size="md" loading={isChecking}>
              {t('checkin.present.checkIn', { count: clamp(present) })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
