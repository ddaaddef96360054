import { Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { CITIES } from '@roteiro/domain/catalogue/cities';
import { MeetingPointMap } from './MeetingPointMap.tsx';
import { PlaceSearch } from './PlaceSearch.tsx';
import { StopsEditor } from './StopsEditor.tsx';
import type { TStepProps } from './wizardTypes.ts';

/** Step 4, Location & Itinerary: city, meeting point (address and map point), stops. */
export function LocationStep({ form, errorOf }: TStepProps) {
  const { values } = form;
  return (
    <Stack gap="lg">
      <Select
        label="City"
        required
        data={[...CITIES]}
        allowDeselect={false}
        value={values.city}
        onChange={(city) => form.setFieldValue('city', city ?? '')}
        error={errorOf('city')}
      />
      <Stack gap="xs">
        <Title order={2} size="h4">
          Meeting point
        </Title>
        <PlaceSearch
          onAdd={(place) => {
            form.setFieldValue('meetingPoint', place.label);
            form.setFieldValue('marker', { lat: place.lat, lng: place.lng });
          }}
        />
        <Textarea
          label="Meeting point address"
          required
          autosize
          minRows={1}
          {...form.getInputProps('meetingPoint')}
          error={errorOf('meetingPoint')}
        />
        <MeetingPointMap value={values.marker} onChange={(point) => form.setFieldValue('marker', point)} />
        <Text size="sm" c="dimmed" aria-live="polite">
          Map point: {values.marker.lat.toFixed(5)}, {values.marker.lng.toFixed(5)} (click the map to move it)
        </Text>
      </Stack>
      <StopsEditor form={form} errorOf={errorOf} />
    </Stack>
  );
}
