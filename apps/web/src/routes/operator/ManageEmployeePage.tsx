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
import { EMPLOYEE_DOCUMENTS, employeeDocumentLabels } from '@roteiro/domain/staff/schemas';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EmployeePaymentsTable } from '../../features/staff/EmployeePaymentsTable.tsx';
import { EmployeeStatusBadge } from '../../features/staff/EmployeeStatusBadge.tsx';
import { useEmployeeQuery } from '../../features/staff/useEmployeeQuery.ts';
import { useSetEmployeeActiveMutation } from '../../features/staff/useSetEmployeeActiveMutation.ts';
import { recordLoadMessage, retryFor } from '../../shared/lib/loadFailure.ts';
import { BackBar } from '../../shared/ui/BackBar.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { toast } from '../../shared/ui/toasts.ts';

/** /company/{employeeId}/manage-employee: details, documents, deactivate/reactivate, payment history. */
export function ManageEmployeePage() {
  const { employeeId = '' } = useParams();
  const employee = useEmployeeQuery(employeeId);
  const setActive = useSetEmployeeActiveMutation(employeeId);
  const [isConfirming, setIsConfirming] = useState(false);

  if (employee.isError) {
    return (
      <ErrorState
        title="This employee could not be loaded"
        message={recordLoadMessage(employee.error)}
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
        toast.success(isActive ? messages.employeeReactivated : messages.employeeDeactivated);
      },
      onError: () =>
        toast.danger(isActive ? messages.employeeReactivateFailed : messages.employeeDeactivateFailed),
    });
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BackBar title="Manage employee" to="/company/employees" />
        {!data ? (
          <Stack gap="md" aria-busy aria-label="Loading employee">
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
                    Deactivate
                  </Button>
                )}
                {data.status === 'deactivated' && (
                  <Button onClick={() => handleSetActive(true)} loading={setActive.isPending}>
                    Reactivate
                  </Button>
                )}
              </Group>
              {data.status === 'pending' && (
                <Alert mt="md" color="yellow" variant="light">
                  Waiting for the employee to create their account from the invitation e-mail.
                </Alert>
              )}
            </Paper>

            <Stack gap="sm">
              <Title order={2} size="h4">
                Documents
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {EMPLOYEE_DOCUMENTS.map((document) => (
                  <Paper key={document} withBorder p="sm" radius="md">
                    <Stack gap="xs">
                      <Group justify="space-between">
                        <Text fw={600}>{employeeDocumentLabels[document]}</Text>
                        <Anchor href={data.documents[document]} target="_blank" rel="noopener" size="sm">
                          Open full size
                        </Anchor>
                      </Group>
                      <Image
                        src={`${data.documents[document]}?size=card`}
                        alt={`${employeeDocumentLabels[document]} of ${data.name}`}
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
                Payment history
              </Title>
              <EmployeePaymentsTable employeeId={employeeId} />
            </Stack>
          </>
        )}
      </Stack>

      <Modal opened={isConfirming} onClose={() => setIsConfirming(false)} title="Deactivate this employee?">
        <Stack gap="md">
          <Text size="sm">
            {data?.name} is signed out at once and cannot sign in until you reactivate the account.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setIsConfirming(false)} data-autofocus>
              Cancel
            </Button>
            <Button color="red" onClick={() => handleSetActive(false)} loading={setActive.isPending}>
              Deactivate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
