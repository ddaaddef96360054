import { describe, expect, it } from 'vitest';
import {
  invitationEmployeeId,
  invitationLink,
  invitationToken,
  isInvitationTokenValid,
} from './invitation-token.ts';

const secret = 'a-test-secret-that-is-long-enough-123';
const invitation = {
  employeeId: '0b6f2a52-8a3e-4c8e-9d0b-6a3f7c1e2d4b',
  companyId: 'c0ffee00-1111-4222-8333-944455556666',
  email: 'ana@example.test',
};

describe('employee invitation tokens', () => {
  it('verifies the token it issued and names its employee', () => {
    const token = invitationToken(secret, invitation);
    expect(invitationEmployeeId(token)).toBe(invitation.employeeId);
    expect(isInvitationTokenValid(secret, token, invitation)).toBe(true);
  });

  it('refuses a token for another e-mail, company or secret, and a tampered one', () => {
    const token = invitationToken(secret, invitation);
    expect(isInvitationTokenValid(secret, token, { ...invitation, email: 'eve@example.test' })).toBe(false);
    expect(isInvitationTokenValid(secret, token, { ...invitation, companyId: 'other' })).toBe(false);
    expect(isInvitationTokenValid(`${secret}x`, token, invitation)).toBe(false);
    expect(isInvitationTokenValid(secret, `${token.slice(0, -1)}A`, invitation)).toBe(false);
  });

  it('reads no employee from a malformed token', () => {
    for (const token of [
      '',
      'nonsense',
      'not-a-uuid.mac',
      `${invitation.employeeId}.`,
      `${invitation.employeeId}.a.b`,
    ]) {
      expect(invitationEmployeeId(token)).toBeNull();
    }
  });

  it('builds the spec path /{companyId}/guider/register with the token', () => {
    const link = new URL(invitationLink('https://roteiro.test', invitation.companyId, 'abc.def'));
    expect(link.pathname).toBe(`/${invitation.companyId}/guider/register`);
    expect(link.searchParams.get('invitation')).toBe('abc.def');
  });
});
