import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, avatarInitials } from './avatar.ts';

describe('avatars', () => {
  it('has 12 colours and picks the same one for the same name', () => {
    expect(AVATAR_COLORS).toHaveLength(12);
    expect(avatarColor('Ana Silva')).toBe(avatarColor(' ana silva '));
  });
  it('spreads names over several colours', () => {
    const colours = new Set(
      ['Ana', 'Rui', 'Tejo Tours', 'Sintra', 'Maria', 'João', 'Pedro', 'Inês'].map(avatarColor),
    );
    expect(colours.size).toBeGreaterThan(3);
  });
  it('takes the first and last initials', () => {
    expect(avatarInitials('Ana Maria Silva')).toBe('AS');
    expect(avatarInitials('tejo')).toBe('T');
    expect(avatarInitials('  ')).toBe('?');
  });
});
