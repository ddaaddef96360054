import {
  Alert,
  Anchor,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCash, IconChevronRight, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ActivityInProgressPanel } from '../../features/checkin/ActivityInProgressPanel.tsx';
import { useCompanyProfileQuery } from '../../features/company/useCompanyProfileQuery.ts';
import { TodayActivities } from '../../features/scheduling/TodayActivities.tsx';
import { TomorrowPlanning } from '../../features/scheduling/TomorrowPlanning.tsx';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import { useT } from '../../shared/i18n/useT.tsx';

/**
 * The company's dashboard (operations.md §2): a welcome, then tomorrow's planning first (the 17:00
 * deadline, the activities still missing seats, "Plan your day"), what is left to set up, the activity in
 * progress, today's activities (at most 4, "See all", unschedule) and the way to its employees and payments.
 */
export function CompanyDashboardPage() {
  const user = useSessionQuery().data?.user;
  const profile = useCompanyProfileQuery().data;
  const { t } = useT();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Title order={1}>{t('company.dashboard.welcome', { name: user?.name ?? '' })}</Title>
        <TomorrowPlanning />
        {profile?.isMissingMessagingOrSeats && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title={t('company.dashboard.completeProfile')}
          >
            <Text size="sm">
              {t('company.dashboard.completeProfileText')}{' '}
              <Anchor component={Link} to="/company/settings/basic-information" size="sm" fw={600}>
                {t('company.dashboard.completeProfile')}
              </Anchor>
            </Text>
          </Alert>
        )}
        {profile && !profile.hasFinishedSetUp && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title={t('company.dashboard.setUpPayments')}
          >
            <Text size="sm">
              {t('company.dashboard.setUpPaymentsText')}{' '}
              <Anchor component={Link} to="/company/settings/profile" size="sm" fw={600}>
                {t('company.dashboard.goToProfile')}
              </Anchor>
            </Text>
          </Alert>
        )}
        <ActivityInProgressPanel />
        <TodayActivities viewer="company" seeAllPath="/company/upcoming" />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Card
            component={Link}
            to="/company/employees"
            style={{ textDecoration: 'none', color: 'inherit' }}
            aria-label={t('company.dashboard.manageEmployees')}
          >
            <Group justify="space-between" wrap="nowrap" gap="md">
              <Group wrap="nowrap" gap="md">
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                  <IconUsers size={26} />
                </ThemeIcon>
                <div>
                  <Text fw={700} size="lg">
                    {t('company.dashboard.manageEmployees')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('company.dashboard.manageEmployeesText')}
                  </Text>
                </div>
              </Group>
              <IconChevronRight size={20} aria-hidden />
            </Group>
          </Card>
          <Card
            component={Link}
            to="/guider/payments"
            style={{ textDecoration: 'none', color: 'inherit' }}
            aria-label={t('company.dashboard.payments')}
          >
            <Group justify="space-between" wrap="nowrap" gap="md">
              <Group wrap="nowrap" gap="md">
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                  <IconCash size={26} />
                </ThemeIcon>
                <div>
                  <Text fw={700} size="lg">
                    {t('company.dashboard.payments')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('company.dashboard.paymentsText')}
                  </Text>
                </div>
              </Group>
              <IconChevronRight size={20} aria-hidden />
            </Group>
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
