import { describe, expect, it } from 'vitest';
import { forgetsData, isOfflineData, isOfflinePage } from './offlineScope.ts';

describe('what the guide app keeps for offline use', () => {
  it('keeps the guide screens and nothing else of the site', () => {
    for (const path of [
      '/guider/upcoming',
      '/guider/dashboard',
      '/guider/activity/a1/group/g1/start',
      '/company/upcoming',
      '/scan-ticket',
    ]) {
      expect(isOfflinePage(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/home',
      '/guider/login',
      '/guider/activity/a1/group/g1/start/more',
      '/company/schedule',
      '/admin/upcoming',
      '/details/1/tour',
      '/scan-ticket/x',
    ]) {
      expect(isOfflinePage(path), path).toBe(false);
    }
  });

  it('keeps the answers those screens read, and no other answer', () => {
    for (const path of [
      '/api/session',
      '/api/guider/upcoming',
      '/api/guider/today-groups',
      '/api/guider/active-run',
      '/api/guider/groups/g1/manifest',
    ]) {
      expect(isOfflineData(path), path).toBe(true);
    }
    for (const path of [
      '/api/session/providers',
      '/api/guider/groups/g1/start',
      '/api/guider/runs/r1/finish',
      '/api/admin/upcoming',
      '/api/company/schedule',
      '/api/storefront/home',
    ]) {
      expect(isOfflineData(path), path).toBe(false);
    }
  });

  it('forgets the kept answers when someone signs in or out', () => {
    expect(forgetsData('/api/session/sign-in')).toBe(true);
    expect(forgetsData('/api/session/sign-out')).toBe(true);
    expect(forgetsData('/api/auth/magic-link/verify')).toBe(true);
    expect(forgetsData('/api/session')).toBe(false);
    expect(forgetsData('/api/guider/groups/g1/start')).toBe(false);
  });
});
