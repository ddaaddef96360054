import { Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconQrcode, IconSettings, IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import { useVendorDashboardQuery, useVendorSalesQuery } from '../../features/vendors/counterQueries.ts';
import { VendorFigures } from '../../features/vendors/VendorFigures.tsx';
import { VendorSalesTable } from '../../features/vendors/VendorSalesTable.tsx';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../shared/lib/useTableParams.ts';
import { Avatar } from '../../shared/ui/Avatar.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';

function Tile({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      padding="md"
      radius="md"
      mih={88}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/**
 * /vendor/dashboard (the vendor's home; the logo leads here): selling, scanning and settings, then today's and
 * this week's figures and the latest sales. The vendor's menu holds only Sign out (operations.md §2).
 */
export function VendorDashboardPage() {
  const texts = useT();
  const { t } = texts;
  const user = useSessionQuery().data?.user;
  const dashboard = useVendorDashboardQuery();
  const { page, setPage } = useTableParams();
  const sales = useVendorSalesQuery(page);
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          {user && <Avatar name={user.name} image={user.image} size={56} isDecorative />}
          <div>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {user ? t('counter.dashboard.welcome', { name: user.name }) : t('counter.nav.dashboard')}
            </Title>
            <Text c="dimmed">{t('counter.dashboard.intro')}</Text>
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Tile
            to="/vendor/generate-ticket"
            icon={<IconTicket size={28} />}
            title={t('counter.dashboard.sellTitle')}
            text={t('counter.dashboard.sellText')}
          />
          <Tile
            to="/vendor/scan"
            icon={<IconQrcode size={28} />}
            title={t('counter.dashboard.scanTitle')}
            text={t('counter.dashboard.scanText')}
          />
          <Tile
            to="/settings"
            icon={<IconSettings size={28} />}
            title={t('counter.dashboard.settingsTitle')}
            text={t('counter.dashboard.settingsText')}
          />
        </SimpleGrid>
        {dashboard.isError ? (
          <ErrorState
            title={t('counter.dashboard.figuresFailed')}
            message={errorText(dashboard.error, texts)}
            onRetry={retryFor(dashboard)}
            isRetrying={dashboard.isFetching}
          />
        ) : dashboard.data ? (
          <VendorFigures dashboard={dashboard.data} />
        ) : (
          <Skeleton height={260} />
        )}
        <Title order={2} size="h3">
          {t('counter.dashboard.latestSales')}
        </Title>
        <VendorSalesTable
          data={sales.data}
          isLoading={sales.isFetching}
          error={sales.error ? errorText(sales.error, texts) : undefined}
          page={page}
          onPageChange={setPage}
          linkOf={(row) => `/vendor/booking-success?sale=${encodeURIComponent(row.id)}`}
        />
      </Stack>
    </Container>
  );
}
