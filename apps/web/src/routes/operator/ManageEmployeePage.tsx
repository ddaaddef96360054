import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Container,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { EMPLOYEE_DOCUMENTS } from '@roteiro/domain/staff/schemas';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DOCUMENT_LABELS } from '../../features/staff/documentLabels.ts';
import { EmployeePaymentsTable } from '../../features/staff/EmployeePaymentsTable.tsx';
import { EmployeeStatusBadge } from '../../features/staff/EmployeeStatusBadge.tsx';
import { useEmployeeQuery } from '../../features/staff/useEmployeeQuery.ts';
import { useSetEmployeeActiveMutation } from '../../features/staff/useSetEmployeeActiveMutation.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { BackBar } from '../../shared/ui/BackBar.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { toast } from '../../shared/ui/toasts.ts';
// The employees' messages in Portuguese.
import '../../features/staff/staffTexts.ts';

/** /company/{employeeId}/manage-employee: details, documents, deactivate/reactivate, payment history. */
export function ManageEmployeePage() {
  const { employeeId = '' } = useParams();
  const employee = useEmployeeQuery(employeeId);
  const setActive = useSetEmployeeActiveMutation(employeeId);
  const [isConfirming, setIsConfirming] = useState(false);
  const texts = useT();
  const { t, say } = texts;

  if (employee.isError) {
    return (
      <ErrorState
        title={t('company.manageEmployee.loadFailed')}
        // A malformed id names nothing, like an unknown one (recordLoadMessage), in the page's language.
        message={employee.error.status === 400 ? say(messages, 'notFound') : errorText(employee.error, texts)}
        onRetry={retryFor(employee)}
        isRetrying={employee.isFetching}
      />
    );
  }
  const data = employee.data;

  const handleSetActive = (isActive: boolean) => {
    setActive.mutate(isActive, {
      onSuccess: () => {
        setIsConfirming(false);
        toast.success(say(messages, isActive ? 'employeeReactivated' : 'employeeDeactivated'));
      },
      onError: () =>
        toast.danger(say(messages, isActive ? 'employeeReactivateFailed' : 'employeeDeactivateFailed')),
    });
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BackBar title={t('company.manageEmployee.title')} to="/company/employees" />
        {!data ? (
          <Stack gap="md" aria-busy aria-label={t('company.manageEmployee.loading')}>
            <Skeleton height={96} />
            <Skeleton height={200} />
          </Stack>
        ) : (
          <>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Group justify="space-between" gap="md">
                <Group gap="md" wrap="nowrap">
                  <Avatar src={data.image} name={data.name} color="initials" size={56} alt="" />
                  <div style={{ minWidth: 0 }}>
                    <Title order={2} size="h3">
                      {data.name}
                    </Title>
                    <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {data.email}
                    </Text>
                  </div>
                  <EmployeeStatusBadge status={data.status} />
                </Group>
                {data.status === 'active' && (
                  <Button color="red" variant="light" onClick={() => setIsConfirming(true)}>
                    {t('company.manageEmployee.deactivate')}
                  </Button>
                )}
                {data.status === 'deactivated' && (
                  <Button onClick={() => handleSetActive(true)} loading={setActive.isPending}>
                    {t('company.manageEmployee.reactivate')}
                  </Button>
                )}
              </Group>
              {data.status === 'pending' && (
                <Alert mt="md" color="yellow" variant="light">
                  {t('company.manageEmployee.pending')}
                </Alert>
              )}
            </Paper>

            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('company.manageEmployee.documents')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {EMPLOYEE_DOCUMENTS.map((document) => (
                  <Paper key={document} withBorder p="sm" radius="md">
                    <Stack gap="xs">
                      <Group justify="space-between">
                        <Text fw={600}>{t(DOCUMENT_LABELS[document])}</Text>
                        <Anchor href={data.documents[document]} target="_blank" rel="noopener" size="sm">
                          {t('company.manageEmployee.openFullSize')}
                        </Anchor>
                      </Group>
                      <Image
                        src={`${data.documents[document]}?size=card`}
                        alt={t('company.manageEmployee.documentOf', {
                          document: t(DOCUMENT_LABELS[document]),
                          name: data.name,
                        })}
                        h={200}
                        fit="contain"
                        radius="sm"
                        bg="gray.1"
                        loading="lazy"
                      />
                    </Stack>
                  </Paper>
                ))}
              </SimpleGrid>
            </Stack>

            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('company.manageEmployee.paymentHistory')}
              </Title>
              <EmployeePaymentsTable employeeId={employeeId} />
            </Stack>
          </>
        )}
      </Stack>

      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('company.manageEmployee.confirmTitle')}
      >
        <Stack gap="md">
          <Text size="sm">{t('company.manageEmployee.confirmText', { name: data?.name ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setIsConfirming(false)} data-autofocus>
              {t('company.manageEmployee.cancel')}
            </Button>
            <Button color="red" onClick={() => handleSetActive(false)} loading={setActive.isPending}>
              {t('company.manageEmployee.deactivate')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
