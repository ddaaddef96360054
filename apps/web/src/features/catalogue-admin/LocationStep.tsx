import { Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useT } from '../../shared/i18n/useT.tsx';
import { cityOptions } from './authoringTexts.ts';
import { MeetingPointMap } from './MeetingPointMap.tsx';
import { PlaceSearch } from './PlaceSearch.tsx';
import { StopsEditor } from './StopsEditor.tsx';
import type { TStepProps } from './wizardTypes.ts';

/** Step 4, Location & Itinerary: city, meeting point (address and map point), stops. */
export function LocationStep({ form, errorOf }: TStepProps) {
  const { t, locale } = useT();
  const { values } = form;
  return (
    <Stack gap="lg">
      <Select
        label={t('authoring.location.city')}
        required
        data={cityOptions(locale)}
        allowDeselect={false}
        value={values.city}
        onChange={(city) => form.setFieldValue('city', city ?? '')}
        error={errorOf('city')}
      />
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('authoring.location.meetingPoint')}
        </Title>
        <PlaceSearch
          onAdd={(place) => {
            form.setFieldValue('meetingPoint', place.label);
            form.setFieldValue('marker', { lat: place.lat, lng: place.lng });
          }}
        />
        <Textarea
          label={t('authoring.location.address')}
          required
          autosize
          minRows={1}
          {...form.getInputProps('meetingPoint')}
          error={errorOf('meetingPoint')}
        />
        <MeetingPointMap value={values.marker} onChange={(point) => form.setFieldValue('marker', point)} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('authoring.location.mapPoint', {
            lat: values.marker.lat.toFixed(5),
            lng: values.marker.lng.toFixed(5),
          })}
        </Text>
      </Stack>
      <StopsEditor form={form} errorOf={errorOf} />
    </Stack>
  );
}
