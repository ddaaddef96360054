import { describe, expect, it } from 'vitest';
import { textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import { canSubmitPasswordChange, ZChangePasswordRequest } from './schemas.ts';

describe('change password', () => {
  it('enables the button only when both fields are longer than 8 characters', () => {
    expect(canSubmitPasswordChange('12345678', '123456789')).toBe(false);
    expect(canSubmitPasswordChange('123456789', '123456789')).toBe(true);
  });
  it('refuses a new password equal to the current one', () => {
    const result = ZChangePasswordRequest.safeParse({
      currentPassword: 'same-password',
      newPassword: 'same-password',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(textRef(messages, 'passwordMustDiffer'));
  });
});
