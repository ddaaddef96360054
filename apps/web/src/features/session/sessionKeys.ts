export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
  providers: () => [...sessionKeys.all, 'providers'] as const,
};
