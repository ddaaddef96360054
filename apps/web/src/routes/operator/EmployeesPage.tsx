import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmployeeStatusBadge } from '../../features/staff/EmployeeStatusBadge.tsx';
import { ResendInvitationButton } from '../../features/staff/ResendInvitationButton.tsx';
import { useEmployeesQuery } from '../../features/staff/useEmployeesQuery.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { TableScroll } from '../../shared/ui/TableScroll.tsx';

/**
 * /company/employees ("Manage employees", as the menu and the dashboard name it): pending rows until the employee
 * registers, then a link to manage them. Two columns fit a 360 px phone: the e-mail and a pending row's "Resend
 * invitation" go under the name, where there is room for the button.
 */
const PAGE_CONTROLS: Record<'first' | 'previous' | 'next' | 'last', TMessageId> = {
  first: 'company.employees.firstPage',
  previous: 'company.employees.previousPage',
  next: 'company.employees.nextPage',
  last: 'company.employees.lastPage',
};

export function EmployeesPage() {
  const texts = useT();
  const { t } = texts;
  const [page, setPage] = useState(1);
  const employees = useEmployeesQuery(page);
  const data = employees.data;

  if (employees.isError && !data) {
    return (
      <ErrorState
        title={t('company.employees.loadFailed')}
        message={errorText(employees.error, texts)}
        onRetry={retryFor(employees)}
        isRetrying={employees.isFetching}
      />
    );
  }

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={1}>{t('company.employees.title')}</Title>
          <Button
            component={Link}
            to="/company/add-employee"
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t('company.employees.add')}
          </Button>
        </Group>
        <Paper withBorder radius="md">
          {!data ? (
            <Stack p="md" gap="sm" aria-busy aria-label={t('company.employees.loading')}>
              <Skeleton height={28} />
              <Skeleton height={28} />
              <Skeleton height={28} />
            </Stack>
          ) : data.items.length === 0 ? (
            <Stack p="xl" align="center" gap="xs">
              <Text fw={600}>{t('company.employees.emptyTitle')}</Text>
              <Text c="dimmed" size="sm" ta="center">
                {t('company.employees.emptyText')}
              </Text>
            </Stack>
          ) : (
            <TableScroll minWidth={280} label={t('company.employees.tableLabel')}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('company.employees.name')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('company.employees.email')}</Table.Th>
                    <Table.Th>{t('company.employees.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((employee) => (
                    <Table.Tr key={employee.id}>
                      <Table.Td>
                        {employee.status === 'pending' ? (
                          <Text size="sm">{employee.name}</Text>
                        ) : (
                          <Anchor
                            component={Link}
                            to={`/company/${employee.id}/manage-employee`}
                            size="sm"
                            fw={600}
                            style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                          >
                            {employee.name}
                          </Anchor>
                        )}
                        <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                          {employee.email}
                        </Text>
                        {employee.status === 'pending' && (
                          <Box hiddenFrom="sm" mt="xs">
                            <ResendInvitationButton employeeId={employee.id} name={employee.name} />
                          </Box>
                        )}
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm">{employee.email}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="wrap" align="center">
                          <EmployeeStatusBadge status={employee.status} />
                          {employee.status === 'pending' && (
                            <Box visibleFrom="sm">
                              <ResendInvitationButton employeeId={employee.id} name={employee.name} />
                            </Box>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
        </Paper>
        {data && data.total > data.pageSize && (
          <Group justify="center">
            <Pagination
              total={Math.ceil(data.total / data.pageSize)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(PAGE_CONTROLS[control]) })}
            />
          </Group>
        )}
        {data?.items.some((e) => e.status === 'pending') && (
          <Text size="sm" c="dimmed">
            {t('company.employees.pendingNote')}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
