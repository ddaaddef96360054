import { Badge, Group, Image, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { categoryName } from '@roteiro/domain/catalogue/categories';
import { activityProductAmountCents, SHARED_PRODUCT_PRICE_CENTS } from '@roteiro/domain/catalogue/pricing';
import { useT } from '../../shared/i18n/useT.tsx';
import { TableScroll } from '../../shared/ui/TableScroll.tsx';
import { cityLabel } from './authoringTexts.ts';
import type { TWizardForm } from './wizardTypes.ts';

/** Step 5, Review: everything that will be saved, and the payment products it creates. */
export function ReviewStep({ form, previews }: { form: TWizardForm; previews: Record<string, string> }) {
  const { t, price, locale } = useT();
  const v = form.values;
  const money = (cents: number | null) => (cents === null ? '—' : price(cents));
  const rows: [string, React.ReactNode][] = [
    [t('authoring.review.kind'), v.isPass ? t('authoring.kinds.pass') : t('authoring.kinds.tour')],
    [t('authoring.review.title'), v.title],
    [t('authoring.review.duration'), t('authoring.review.minutes', { minutes: v.durationMinutes ?? 0 })],
    [t('authoring.review.categories'), v.categories.map((c) => categoryName(c, locale)).join(', ') || '—'],
    [v.isPass ? t('authoring.review.price') : t('authoring.review.sharedPrice'), money(v.priceCents)],
    ...(!v.isPass
      ? ([
          [t('authoring.review.privatePrice'), money(v.privatePriceCents)],
          [t('authoring.review.guiderPayment'), money(v.guiderPaymentCents)],
        ] as [string, React.ReactNode][])
      : []),
    [t('authoring.review.marketPrice'), money(v.marketPriceCents)],
    ...(v.isPass
      ? ([
          [
            t('authoring.review.departures'),
            t('authoring.review.departuresValue', {
              first: v.scheduleInfo.firstDeparture,
              last: v.scheduleInfo.lastDeparture,
              every: v.scheduleInfo.frequencyMinutes ?? '?',
            }),
          ],
        ] as [string, React.ReactNode][])
      : []),
    [t('authoring.review.languages'), v.languages.join(', ')],
    [t('authoring.review.sharedSlots'), v.sharedTimeSlots.join(', ')],
    [t('authoring.review.privateSlots'), v.privateTimeSlots.join(', ')],
    [
      t('authoring.review.participants'),
      t('authoring.review.participantsValue', {
        min: v.minNumOfParticipants ?? '?',
        max: v.maxNumOfParticipants ?? '?',
      }),
    ],
    [
      t('authoring.review.privateOnly'),
      v.isPrivateOnly ? t('authoring.review.yes') : t('authoring.review.no'),
    ],
    [
      t('authoring.review.salesWindow'),
      t('authoring.review.salesWindowValue', { days: v.salesWindowDays ?? '?' }),
    ],
    [t('authoring.review.city'), v.city ? cityLabel(v.city, locale) : v.city],
    [t('authoring.review.meetingPoint'), v.meetingPoint],
    [t('authoring.review.cancellationPolicy'), v.cancellationPolicy],
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
        <Image
          src={previews[v.coverKey]}
          alt={t('authoring.review.coverPhoto')}
          radius="md"
          mah={280}
          fit="cover"
        />
      )}
      <Text>{v.description}</Text>
      <TableScroll minWidth={300} label={t('authoring.review.summary')}>
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
            {t('authoring.review.highlights')}
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
          {t('authoring.review.itinerary')}
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
            alt={t('authoring.review.galleryPhoto', { number: i + 1 })}
            radius="sm"
            fit="cover"
            style={{ aspectRatio: '4 / 3' }}
          />
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('authoring.review.products')}
        </Text>
        <Badge variant="light">{t('authoring.review.mainProduct', { amount: price(productAmount) })}</Badge>
        {!v.isPass && (
          <Badge variant="light">
            {t('authoring.review.sharedProduct', { amount: price(SHARED_PRODUCT_PRICE_CENTS) })}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {t('authoring.review.videos', { count: v.videoKeys.length })}
        </Text>
      </Group>
    </Stack>
  );
}
