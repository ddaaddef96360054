import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The employee invitation link carries `{employeeId}.{signature}`: an HMAC of the invitation under the
 * server's secret, so only the person who received the e-mail can register for it (the address counts as
 * verified) and nothing extra is stored. Registering closes it, because the employee then has an account.
 */
export function invitationToken(
  secret: string,
  invitation: { employeeId: string; companyId: string; email: string },
): string {
  return `${invitation.employeeId}.${signature(secret, invitation)}`;
}

/** The employee id the token was issued for, or null when it is not shaped like one. */
export function invitationEmployeeId(token: string): string | null {
  const [employeeId, mac, ...rest] = token.split('.');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return rest.length === 0 && mac && employeeId && uuid.test(employeeId) ? employeeId : null;
}

export function isInvitationTokenValid(
  secret: string,
  token: string,
  invitation: { employeeId: string; companyId: string; email: string },
): boolean {
  const given = Buffer.from(token);
  const expected = Buffer.from(invitationToken(secret, invitation));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function signature(secret: string, i: { employeeId: string; companyId: string; email: string }): string {
  return createHmac('sha256', secret)
    .update(`employee-invitation:${i.employeeId}:${i.companyId}:${i.email}`)
    .digest('base64url');
}

export function invitationLink(appUrl: string, companyId: string, token: string): string {
  return `${appUrl}/${encodeURIComponent(companyId)}/guider/register?invitation=${encodeURIComponent(token)}`;
}
