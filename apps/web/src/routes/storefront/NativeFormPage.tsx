import { Card, Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import { staticPageTexts } from '@roteiro/domain/catalogue/storefront-pages';
import type { TFormKind } from '@roteiro/domain/forms/forms';
import { NativeForm } from '../../features/forms/NativeForm.tsx';
import { PageHero } from '../../features/storefront-pages/PageHero.tsx';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { useT } from '../../shared/i18n/useT.tsx';

/** What each form's page says beside the form (`forms.aside.<key>`): why to send it and what happens next. */
const ASIDE = {
  'guide-registration': { key: 'guideRegistration', page: 'guideRegistration', points: 4 },
  'transfer-registration': { key: 'transferRegistration', page: 'transferRegistration', points: 3 },
  feedback: { key: 'feedback', page: 'feedback', points: 3 },
} as const satisfies Record<TFormKind, { key: string; page: string; points: number }>;

/** /guide/registration, /transfer/registration and /feedback: the spec's embedded forms, made native. */
export function NativeFormPage({ kind }: { kind: TFormKind }) {
  const { t, locale } = useT();
  const aside = ASIDE[kind];
  const page = staticPageTexts(aside.page, locale);
  // Each form has its own number of points (the catalogue test checks both languages hold the same).
  const points = Array.from({ length: aside.points }, (_, index) =>
    t(`forms.aside.${aside.key}.points.${index}` as TMessageId),
  );
  return (
    <>
      <PageHero title={page.title} intro={page.description} />
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder radius="md" padding="lg">
              <NativeForm kind={kind} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t(`forms.aside.${aside.key}.heading`)}
              </Title>
              <List spacing="xs" size="sm">
                {points.map((point) => (
                  <List.Item key={point}>
                    <Text size="sm">{point}</Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}

export const GuideRegistrationPage = () => <NativeFormPage kind="guide-registration" />;
export const TransferRegistrationPage = () => <NativeFormPage kind="transfer-registration" />;
export const FeedbackPage = () => <NativeFormPage kind="feedback" />;
