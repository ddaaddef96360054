export const staffKeys = {
  all: ['staff'] as const,
  employees: (page: number) => [...staffKeys.all, 'employees', page] as const,
  employee: (id: string) => [...staffKeys.all, 'employee', id] as const,
  payments: (id: string, page: number) => [...staffKeys.all, 'employee', id, 'payments', page] as const,
  invitation: (companyId: string, invitation: string) =>
    [...staffKeys.all, 'invitation', companyId, invitation] as const,
};
