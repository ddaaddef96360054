import { describe, expect, it } from 'vitest';
import { logoTarget, roleSatisfies } from './roles.ts';

describe('roleSatisfies', () => {
  it('lets companies and employees through guider routes only', () => {
    expect(roleSatisfies('guider', 'company')).toBe(true);
    expect(roleSatisfies('guider', 'employee')).toBe(true);
    expect(roleSatisfies('guider', 'vendor')).toBe(false);
    expect(roleSatisfies('guider', null)).toBe(false);
  });
  it('keeps signed-out routes for visitors', () => {
    expect(roleSatisfies('signedOut', null)).toBe(true);
    expect(roleSatisfies('signedOut', 'admin')).toBe(false);
  });
  it('matches single roles exactly', () => {
    expect(roleSatisfies('admin', 'admin')).toBe(true);
    expect(roleSatisfies('admin', 'company')).toBe(false);
  });
});

describe('logoTarget', () => {
  it('follows operations.md §2', () => {
    expect(logoTarget('vendor')).toBe('/vendor/dashboard');
    expect(logoTarget('employee')).toBe('/guider/upcoming');
    expect(logoTarget('company')).toBe('/company/upcoming');
    expect(logoTarget('admin')).toBe('/home');
    expect(logoTarget(null)).toBe('/home');
  });
});
