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
import { formatCents } from '@roteiro/domain/money/money';
import { formatDay } from '@roteiro/domain/time/format';
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

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Today's figures, each computed by the server and leading to the admin page that lists it. */
function DashboardFigures() {
  const dashboard = useAdminDashboardQuery();
  const d = dashboard.data;
  const icon = { size: 22, stroke: 1.7, 'aria-hidden': true, color: 'var(--mantine-primary-color-filled)' };
  if (dashboard.isError && !d) {
    return (
      <ErrorState
        title="The dashboard's figures could not be loaded"
        message={dashboard.error.message}
        onRetry={retryFor(dashboard)}
        isRetrying={dashboard.isFetching}
      />
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="dashboard-today">
      <Title order={2} size="h4" id="dashboard-today">
        {d ? `Today, ${formatDay(d.today)}` : 'Today'}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <DashboardFigureTile
          testId="dashboard-bookings"
          icon={<IconTicket {...icon} />}
          label="Today's bookings"
          figure={d ? String(d.bookingsToday.count) : null}
          detail={d ? `${formatCents(d.bookingsToday.takingsCents)} taken today` : null}
          to={d ? `/admin/bookings?from=${d.today}&to=${d.today}` : '/admin/bookings'}
        />
        <DashboardFigureTile
          testId="dashboard-attention"
          icon={<IconAlertTriangle {...icon} />}
          label="Needs attention"
          figure={d ? String(d.needsAttention.groups) : null}
          detail={
            d
              ? d.needsAttention.groups === 0
                ? 'Every booked group has its seats'
                : `${count(d.needsAttention.groups, 'group is', 'groups are')} missing a company's seats`
              : null
          }
          to="/admin/upcoming?tab=attention"
          isAlert={(d?.needsAttention.groups ?? 0) > 0}
        />
        <DashboardFigureTile
          testId="dashboard-runs"
          icon={<IconCash {...icon} />}
          label="Runs to pay"
          figure={d ? String(d.runsToPay.count) : null}
          detail={d ? `${formatCents(d.runsToPay.amountCents)} owed to companies` : null}
          to="/admin/payments"
        />
        <DashboardFigureTile
          testId="dashboard-commissions"
          icon={<IconReceipt {...icon} />}
          label="Commissions to pay"
          figure={d ? String(d.commissionsToPay.count) : null}
          detail={d ? `${formatCents(d.commissionsToPay.amountCents)} approved for affiliates` : null}
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
  const [isCodeModalOpen, setIsCodeModalOpen] = useState(false);
  const icon = { size: 32, stroke: 1.6, 'aria-hidden': true, color: 'var(--mantine-primary-color-filled)' };
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>Dashboard</Title>
          <Anchor
            component={Link}
            to="/settings"
            mih={44}
            display="inline-flex"
            style={{ alignItems: 'center' }}
          >
            Account settings
          </Anchor>
        </Group>
        <DashboardFigures />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <UnstyledButton component={Link} to="/admin/guiders">
            <TileContent
              icon={<IconUsersGroup {...icon} />}
              title="Manage guiders"
              text="Guider companies and their payment history."
            />
          </UnstyledButton>
          <UnstyledButton component={Link} to="/admin/activities">
            <TileContent
              icon={<IconMap2 {...icon} />}
              title="Manage activities"
              text="Create and edit activities, events and tickets."
            />
          </UnstyledButton>
          <UnstyledButton component={Link} to="/admin/affiliates">
            <TileContent
              icon={<IconAffiliate {...icon} />}
              title="Affiliates program"
              text="Affiliates, their codes and payment accounts."
            />
          </UnstyledButton>
          <UnstyledButton onClick={() => setIsCodeModalOpen(true)}>
            <TileContent
              icon={<IconKey {...icon} />}
              title="Generate code"
              text="Send a company the code to register as a guider."
            />
          </UnstyledButton>
        </SimpleGrid>
      </Stack>
      <RegistrationCodeModal opened={isCodeModalOpen} onClose={() => setIsCodeModalOpen(false)} />
    </Container>
  );
}
