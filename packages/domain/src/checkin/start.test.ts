import { describe, expect, it } from 'vitest';
import { startBlockedReason, type TStartState } from './start.ts';

const ready: TStartState = {
  canStart: true,
  groupDay: '2026-11-27',
  today: '2026-11-27',
  hasOtherRunInProgress: false,
  addedCount: 2,
};

describe('startBlockedReason', () => {
  it('is null when Start can be pressed', () => {
    expect(startBlockedReason(ready)).toBeNull();
  });

  it.each([
    ['a guest guider', { canStart: false, addedCount: 0 }, 'guestCannotStart'],
    ['another day', { groupDay: '2026-11-28', addedCount: 0 }, 'notToday'],
    ['another activity in progress', { hasOtherRunInProgress: true }, 'otherRunInProgress'],
    ['nobody added', { addedCount: 0 }, 'addSomeoneFirst'],
  ] as const)('says why for %s', (_name, change, reason) => {
    expect(startBlockedReason({ ...ready, ...change })).toBe(reason);
  });
});
