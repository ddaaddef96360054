import type { TSessionResponse } from '@roteiro/domain/auth/schemas';
import { describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../features/session/sessionKeys.ts';
import { ApiError } from '../shared/lib/api.ts';
import { createQueryClient } from './createQueryClient.ts';

const employee = {
  id: 'e1',
  name: 'João',
  email: 'joao@example.com',
  image: null,
  role: 'employee',
  isGuestGuider: false,
  companyId: 'c1',
  hasFinishedSetUp: false,
  locale: 'en',
} as const;

const deactivated = () =>
  new ApiError(403, 'ACCOUNT_DEACTIVATED', 'Your account has been deactivated by your organization.');

describe('createQueryClient', () => {
  it('signs a deactivated account out when any call answers ACCOUNT_DEACTIVATED', async () => {
    const onSignedOutByServer = vi.fn();
    const client = createQueryClient({ onSignedOutByServer });
    client.setQueryData<TSessionResponse>(sessionKeys.current(), { user: employee });
    client.setQueryData(['employees', 'list'], ['someone']);

    await client
      .fetchQuery({ queryKey: ['upcoming'], queryFn: () => Promise.reject(deactivated()) })
      .catch(() => {});

    expect(client.getQueryData(sessionKeys.current())).toEqual({ user: null });
    expect(client.getQueryData(['employees', 'list'])).toBeUndefined();
    expect(onSignedOutByServer).toHaveBeenCalledTimes(1);
  });

  it('does the same for a mutation, and only leaves for /login when someone was signed in', async () => {
    const onSignedOutByServer = vi.fn();
    const client = createQueryClient({ onSignedOutByServer });
    client.setQueryData<TSessionResponse>(sessionKeys.current(), { user: null });
    const failingMutation = () =>
      client.getMutationCache().build(client, { mutationFn: () => Promise.reject(deactivated()) });
    await failingMutation()
      .execute(undefined)
      .catch(() => {});
    expect(onSignedOutByServer).not.toHaveBeenCalled();

    client.setQueryData<TSessionResponse>(sessionKeys.current(), { user: employee });
    await failingMutation()
      .execute(undefined)
      .catch(() => {});
    expect(onSignedOutByServer).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(sessionKeys.current())).toEqual({ user: null });
  });

  it('re-checks the session after a 401 while signed in', async () => {
    const client = createQueryClient({ onSignedOutByServer: vi.fn() });
    client.setQueryData<TSessionResponse>(sessionKeys.current(), { user: employee });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await client
      .fetchQuery({
        queryKey: ['upcoming'],
        queryFn: () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.')),
      })
      .catch(() => {});
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionKeys.current() });
  });
});
