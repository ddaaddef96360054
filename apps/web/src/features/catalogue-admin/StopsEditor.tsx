import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import { ListFooter } from './ListFooter.tsx';
import type { TStepProps } from './wizardTypes.ts';

const emptyStop = () => ({ title: '', description: '', imageUrl: '', direction: '', attractions: '' });

function SortableStop({
  id,
  index,
  children,
}: {
  id: string;
  index: number;
  children: (handle: React.ReactNode) => React.ReactNode;
}) {
  const { t } = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      size={44}
      aria-label={t('authoring.stops.move', { number: index + 1 })}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical aria-hidden />
    </ActionIcon>
  );
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      shadow={isDragging ? 'md' : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 1 : undefined }}
      data-testid="stop-card"
    >
      {children(handle)}
    </Paper>
  );
}

/**
 * The itinerary: stops reordered by drag and drop (mouse, touch, or keyboard: focus the handle, Space,
 * arrows, Space), added at the end or after a given stop; the first stop cannot be deleted.
 */
export function StopsEditor({ form, errorOf }: TStepProps) {
  const { t } = useT();
  const stops = form.values.stops;
  // Stable ids for dnd-kit, kept beside the values (the API does not need them).
  const [ids, setIds] = useState<string[]>(() => stops.map(() => crypto.randomUUID()));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) {
      return;
    }
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    form.reorderListItem('stops', { from, to });
    setIds((list) => arrayMove(list, from, to));
  };
  const insertAt = (index: number) => {
    form.insertListItem('stops', emptyStop(), index);
    setIds((list) => [...list.slice(0, index), crypto.randomUUID(), ...list.slice(index)]);
  };
  const removeAt = (index: number) => {
    form.removeListItem('stops', index);
    setIds((list) => list.filter((_, i) => i !== index));
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('authoring.stops.itinerary')}
      </Title>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable: t('authoring.stops.dragHelp'),
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {stops.map((_, index) => (
            <SortableStop key={ids[index]} id={ids[index] ?? String(index)} index={index}>
              {(handle) => (
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap={4} wrap="nowrap">
                      {handle}
                      <Text fw={600}>{t('authoring.stops.stop', { number: index + 1 })}</Text>
                    </Group>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        h={44}
                        leftSection={<IconPlus aria-hidden />}
                        onClick={() => insertAt(index + 1)}
                        aria-label={t('authoring.stops.addAfter', { number: index + 1 })}
                      >
                        {t('authoring.actions.addAfter')}
                      </Button>
                      {index > 0 && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size={44}
                          onClick={() => removeAt(index)}
                          aria-label={t('authoring.stops.delete', { number: index + 1 })}
                        >
                          <IconTrash aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  </Group>
                  <TextInput
                    label={t('authoring.stops.title')}
                    required
                    {...form.getInputProps(`stops.${index}.title`)}
                    error={errorOf(`stops.${index}.title`)}
                  />
                  <Textarea
                    label={t('authoring.stops.description')}
                    required
                    autosize
                    minRows={2}
                    {...form.getInputProps(`stops.${index}.description`)}
                    error={errorOf(`stops.${index}.description`)}
                  />
                  <TextInput
                    label={t('authoring.stops.image')}
                    type="url"
                    {...form.getInputProps(`stops.${index}.imageUrl`)}
                    error={errorOf(`stops.${index}.imageUrl`)}
                  />
                  <TextInput
                    label={t('authoring.stops.directions')}
                    type="url"
                    {...form.getInputProps(`stops.${index}.direction`)}
                    error={errorOf(`stops.${index}.direction`)}
                  />
                  <Textarea
                    label={t('authoring.stops.attractions')}
                    autosize
                    minRows={1}
                    {...form.getInputProps(`stops.${index}.attractions`)}
                    error={errorOf(`stops.${index}.attractions`)}
                  />
                </Stack>
              )}
            </SortableStop>
          ))}
        </SortableContext>
      </DndContext>
      <ListFooter
        error={errorOf('stops')}
        addLabel={t('authoring.stops.addAtEnd')}
        onAdd={() => insertAt(stops.length)}
      />
    </Stack>
  );
}
