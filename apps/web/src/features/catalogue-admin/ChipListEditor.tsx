import { Autocomplete, Button, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';

type TChipListEditorProps = {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  error?: string;
  /** 'time' shows a time picker; otherwise a text field with suggestions. */
  inputType?: 'time' | 'text';
  suggestions?: readonly string[];
  /** The field adding an item ('New language'). */
  inputLabel: string;
  /** Said under the list while it has one item left ('The last language cannot be removed.'). */
  lastItemNote: string;
};

/**
 * A list edited as chips: add with the field and Add, remove with each chip's ×. The last item cannot be
 * removed (catalogue.md §5: languages and time slots never lose their last entry).
 */
export function ChipListEditor({
  label,
  items,
  onChange,
  error,
  inputType = 'text',
  suggestions = [],
  inputLabel,
  lastItemNote,
}: TChipListEditorProps) {
  const { t } = useT();
  const [draft, setDraft] = useState('');
  const handleAdd = () => {
    const value = draft.trim();
    if (value && !items.includes(value)) {
      const next = [...items, value];
      onChange(inputType === 'time' ? next.sort() : next);
    }
    setDraft('');
  };
  const isLast = items.length <= 1;

  return (
    <Stack gap={6}>
      <Text fw={500} size="sm" component="div">
        {label}
      </Text>
      <Group gap={6} aria-label={label} role="list">
        {items.map((item) => (
          <Pill
            key={item}
            role="listitem"
            size="lg"
            withRemoveButton={!isLast}
            removeButtonProps={{ 'aria-label': t('authoring.about.removeItem', { item }) } as object}
            onRemove={() => onChange(items.filter((i) => i !== item))}
          >
            {item}
          </Pill>
        ))}
      </Group>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {inputType === 'time' ? (
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            type="time"
            label={inputLabel}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
          />
        ) : (
          <Autocomplete
            style={{ flex: 1, minWidth: 0 }}
            label={inputLabel}
            data={suggestions.filter((s) => !items.includes(s))}
            value={draft}
            onChange={setDraft}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                handleAdd();
              }
            }}
          />
        )}
        <Button
          style={{ flexShrink: 0 }}
          variant="light"
          onClick={handleAdd}
          disabled={!draft.trim()}
          leftSection={<IconPlus aria-hidden />}
        >
          {t('authoring.actions.add')}
        </Button>
      </Group>
      {isLast && (
        <Text size="xs" c="dimmed">
          {lastItemNote}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
