export const adminListKeys = {
  all: ['admin-lists'] as const,
  guiders: (page: number, search: string) => [...adminListKeys.all, 'guiders', page, search] as const,
  guider: (guiderId: string, page: number) => [...adminListKeys.all, 'guider', guiderId, page] as const,
  affiliates: (page: number, search: string) => [...adminListKeys.all, 'affiliates', page, search] as const,
  vendors: (page: number, search: string) => [...adminListKeys.all, 'vendors', page, search] as const,
  vendor: (vendorId: string) => [...adminListKeys.all, 'vendor', vendorId] as const,
};
