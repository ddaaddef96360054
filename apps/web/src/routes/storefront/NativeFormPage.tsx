import { Card, Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import { FORMS, type TFormKind } from '@roteiro/domain/forms/forms';
import { NativeForm } from '../../features/forms/NativeForm.tsx';
import { PageHero } from '../../features/storefront-pages/PageHero.tsx';

/** What each form's page says beside the form: why to send it and what happens next. */
const ASIDE: Record<TFormKind, { heading: string; points: string[] }> = {
  'guide-registration': {
    heading: 'Working with Roteiro',
    points: [
      'Choose each evening which of tomorrow’s tour groups you staff, with how many seats and vehicles.',
      'Your guides scan the travellers’ QR tickets on their phones and start the tour, even with a weak signal.',
      'Every finished tour is paid to your company’s account.',
      'Once we have talked, you get a registration code to create your company’s account.',
    ],
  },
  'transfer-registration': {
    heading: 'Working with our concierge',
    points: [
      'We plan trips for travellers across Portugal and book the transfers they need: airports, cities, the Douro and the Algarve.',
      'Tell us your vehicles and routes; we offer you the rides that fit them.',
      'Our team replies within two working days.',
    ],
  },
  feedback: {
    heading: 'Why we ask',
    points: [
      'Guides and companies are chosen and coached from what travellers tell us.',
      'A problem with a booking? Add its reference and we will look into it.',
      'To cancel or change a booking, use “Manage your booking” in the menu.',
    ],
  },
};

/** /guide/registration, /transfer/registration and /feedback: the spec's embedded forms, made native. */
export function NativeFormPage({ kind }: { kind: TFormKind }) {
  const definition = FORMS[kind];
  const aside = ASIDE[kind];
  return (
    <>
      <PageHero title={definition.title} intro={definition.description} />
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
                {aside.heading}
              </Title>
              <List spacing="xs" size="sm">
                {aside.points.map((point) => (
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
