import { Badge, Group, Image, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { CATEGORY_NAMES } from '@roteiro/domain/catalogue/categories';
import { activityProductAmountCents, SHARED_PRODUCT_PRICE_CENTS } from '@roteiro/domain/catalogue/pricing';
import { formatCents } from '@roteiro/domain/money/money';
import { TableScroll } from '../../shared/ui/TableScroll.tsx';
import type { TWizardForm } from './wizardTypes.ts';

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

/** Step 5, Review: everything that will be saved, and the payment products it creates. */
export function ReviewStep({ form, previews }: { form: TWizardForm; previews: Record<string, string> }) {
  const v = form.values;
  const rows: [string, React.ReactNode][] = [
    ['Kind', v.isPass ? 'Pass' : 'Tour'],
    ['Title', v.title],
    ['Duration', `${v.durationMinutes ?? 0} minutes`],
    ['Categories', v.categories.map((c) => CATEGORY_NAMES[c]).join(', ') || '—'],
    [v.isPass ? 'Price' : 'Shared price', money(v.priceCents)],
    ...(!v.isPass
      ? ([
          ['Private price', money(v.privatePriceCents)],
          ['Guider payment', money(v.guiderPaymentCents)],
        ] as [string, React.ReactNode][])
      : []),
    ['Market price', money(v.marketPriceCents)],
    ...(v.isPass
      ? ([
          [
            'Departures',
            `${v.scheduleInfo.firstDeparture}–${v.scheduleInfo.lastDeparture} every ${v.scheduleInfo.frequencyMinutes ?? '?'} min`,
          ],
        ] as [string, React.ReactNode][])
      : []),
    ['Languages', v.languages.join(', ')],
    ['Shared time slots', v.sharedTimeSlots.join(', ')],
    ['Private time slots', v.privateTimeSlots.join(', ')],
    ['Participants', `${v.minNumOfParticipants ?? '?'} to ${v.maxNumOfParticipants ?? '?'}`],
    ['Private only', v.isPrivateOnly ? 'Yes' : 'No'],
    ['Sales window', `${v.salesWindowDays ?? '?'} days ahead`],
    ['City', v.city],
    ['Meeting point', v.meetingPoint],
    ['Cancellation policy', v.cancellationPolicy],
  ];
  const productAmount = activityProductAmountCents({
    isPass: v.isPass,
    priceCents: v.priceCents ?? 0,
    privatePriceCents: v.privatePriceCents,
    guiderPaymentCents: v.guiderPaymentCents ?? 0,
  });

  return (
    <Stack gap="md">
      {v.coverKey && previews[v.coverKey] && (
        <Image src={previews[v.coverKey]} alt="Cover photo" radius="md" mah={280} fit="cover" />
      )}
      <Text>{v.description}</Text>
      <TableScroll minWidth={300} label="Summary">
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={180}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {v.isPass && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            Highlights
          </Title>
          <List>
            {v.highlights.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only summary; texts may repeat
              <List.Item key={`${i}-${h.text}`}>{h.text}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Stack gap={4}>
        <Title order={2} size="h4">
          Itinerary
        </Title>
        <List type="ordered">
          {v.stops.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only summary; titles may repeat
            <List.Item key={`${i}-${s.title}`}>
              <Text fw={600} span>
                {s.title}
              </Text>
              : {s.description}
            </List.Item>
          ))}
        </List>
      </Stack>
      <SimpleGrid cols={{ base: 3, sm: 6 }}>
        {v.galleryKeys.map((key, i) => (
          <Image
            key={key}
            src={previews[key]}
            alt={`Gallery photo ${i + 1}`}
            radius="sm"
            fit="cover"
            style={{ aspectRatio: '4 / 3' }}
          />
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Payment products:
        </Text>
        <Badge variant="light">main {formatCents(productAmount)}</Badge>
        {!v.isPass && <Badge variant="light">shared {formatCents(SHARED_PRODUCT_PRICE_CENTS)}</Badge>}
        <Text size="sm" c="dimmed">
          {v.videoKeys.length} video(s)
        </Text>
      </Group>
    </Stack>
  );
}
