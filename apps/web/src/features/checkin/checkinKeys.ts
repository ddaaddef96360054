export const checkinKeys = {
  all: ['checkin'] as const,
  activeRun: () => [...checkinKeys.all, 'active-run'] as const,
  manifest: (groupId: string) => [...checkinKeys.all, 'manifest', groupId] as const,
  todayGroups: () => [...checkinKeys.all, 'today-groups'] as const,
};
