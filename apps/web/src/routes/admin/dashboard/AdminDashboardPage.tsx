import {
  Anchor,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAffiliate,
  IconAlertTriangle,
  IconCash,
  IconKey,
  IconMap2,
  IconReceipt,
  IconTicket,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { DashboardFigureTile } from '../../../features/admin/DashboardFigureTile.tsx';
import { RegistrationCodeModal } from '../../../features/admin/RegistrationCodeModal.tsx';
import { useAdminDashboardQuery } from '../../../features/admin/useAdminDashboardQuery.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { useT } from '../../../shared/i18n/useT.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';

type TTileProps = { icon: ReactNode; title: string; text: string };

function TileContent({ icon, title, text }: TTileProps) {
  return (
    <Card withBorder padding="lg" h="100%">
      <Stack gap="xs">
        {icon}
        <Text fw={700} size="lg">
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Card>
  );
}

/** Today's figures, each computed by the server and leading to the admin page that lists it. */
function DashboardFigures() {
  const texts = useT();
  const { t, price, day } = texts;
  const dashboard = useAdminDashboardQuery();
  const d = dashboard.data;
  const icon = { size: 22, stroke: 1.7, 'aria-hidden': true, color: 'var(--mantine-primary-color-filled)' };
  if (dashboard.isError && !d) {
    return (
      <ErrorState
        title={t('admin.dashboard.figuresFailed')}
        message={errorText(dashboard.error, texts)}
        onRetry={retryFor(dashboard)}
        isRetrying={dashboard.isFetching}
      />
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="dashboard-today">
      <Title order={2} size="h4" id="dashboard-today">
        {d ? t('admin.dashboard.todayOn', { day: day(d.today) }) : t('admin.dashboard.today')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <DashboardFigureTile
          testId="dashboard-bookings"
          icon={<IconTicket {...icon} />}
          label={t('admin.dashboard.bookingsToday')}
          figure={d ? String(d.bookingsToday.count) : null}
          detail={d ? t('admin.dashboard.takenToday', { amount: price(d.bookingsToday.takingsCents) }) : null}
          to={d ? `/admin/bookings?from=${d.today}&to=${d.today}` : '/admin/bookings'}
        />
        <DashboardFigureTile
          testId="dashboard-attention"
          icon={<IconAlertTriangle {...icon} />}
          label={t('admin.dashboard.needsAttention')}
          figure={d ? String(d.needsAttention.groups) : null}
          detail={
            d
              ? d.needsAttention.groups === 0
                ? t('admin.dashboard.allSeated')
                : t('admin.dashboard.missingSeats', { count: d.needsAttention.groups })
              : null
          }
          to="/admin/upcoming?tab=attention"
          isAlert={(d?.needsAttention.groups ?? 0) > 0}
        />
        <DashboardFigureTile
          testId="dashboard-runs"
          icon={<IconCash {...icon} />}
          label={t('admin.dashboard.runsToPay')}
          figure={d ? String(d.runsToPay.count) : null}
          detail={d ? t('admin.dashboard.owedToCompanies', { amount: price(d.runsToPay.amountCents) }) : null}
          to="/admin/payments"
        />
        <DashboardFigureTile
          testId="dashboard-commissions"
          icon={<IconReceipt {...icon} />}
          label={t('admin.dashboard.commissionsToPay')}
          figure={d ? String(d.commissionsToPay.count) : null}
          detail={
            d
              ? t('admin.dashboard.approvedForAffiliates', { amount: price(d.commissionsToPay.amountCents) })
              : null
          }
          to="/admin/affiliates"
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * `/admin/dashboard`, where admins land after signing in: today's figures, then the spec's tiles (operations.md
 * §2): Manage guiders, Manage activities, Affiliates program, Generate code.
 */
export function AdminDashboardPage() {
  const { t } = useT();
  const [isCodeModalOpen, setIsCodeModalOpen] = useState(false);
  const icon = { size: 32, stroke: 1.6, 'aria-hidden': true, color: 'var(--mantine-primary-color-filled)' };
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>{t('admin.dashboard.title')}</Title>
          <Anchor
            component={Link}
            to="/settings"
            mih={44}
            display="inline-flex"
            style={{ alignItems: 'center' }}
          >
            {t('admin.dashboard.accountSettings')}
          </Anchor>
        </Group>
        <DashboardFigures />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <UnstyledButton component={Link} to="/admin/guiders">
            <TileContent
              icon={<IconUsersGroup {...icon} />}
              title={t('admin.dashboard.manageGuiders')}
              text={t('admin.dashboard.manageGuidersText')}
            />
          </UnstyledButton>
          <UnstyledButton component={Link} to="/admin/activities">
            <TileContent
              icon={<IconMap2 {...icon} />}
              title={t('admin.dashboard.manageActivities')}
              text={t('admin.dashboard.manageActivitiesText')}
            />
          </UnstyledButton>
          <UnstyledButton component={Link} to="/admin/affiliates">
            <TileContent
              icon={<IconAffiliate {...icon} />}
              title={t('admin.dashboard.affiliates')}
              text={t('admin.dashboard.affiliatesText')}
            />
          </UnstyledButton>
          <UnstyledButton onClick={() => setIsCodeModalOpen(true)}>
            <TileContent
              icon={<IconKey {...icon} />}
              title={t('admin.dashboard.generateCode')}
              text={t('admin.dashboard.generateCodeText')}
            />
          </UnstyledButton>
        </SimpleGrid>
      </Stack>
      <RegistrationCodeModal opened={isCodeModalOpen} onClose={() => setIsCodeModalOpen(false)} />
    </Container>
  );
}
