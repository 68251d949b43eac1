import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { describeValidity, keyActions, lockRevokeKey, statusKey } from './ekeyLabels';

// Echoes the key and its variables, so the test sees what the catalog receives.
const t = ((key: string, vars?: Record<string, unknown>) =>
  vars ? `${key} ${JSON.stringify(vars)}` : key) as TFunction;
const START = Date.UTC(2026, 10, 21, 8, 0);
const key = (patch: Partial<EkeyItem>) =>
  ({
    validityType: 2,
    startDate: START,
    endDate: START + 86_400_000,
    cycleDays: [],
    keyStatus: '110401',
    uid: 5,
    keyRight: 0,
    ...patch,
  }) as EkeyItem;

describe('ekey labels', () => {
  it('says whether a frozen or deleted key is blocked on the lock yet, and nothing for live keys', () => {
    expect(lockRevokeKey({ keyStatus: '110404', lockRevokeState: 1 })).toBe('ekeys.list.lockRevoke.waiting');
    expect(lockRevokeKey({ keyStatus: '110405', lockRevokeState: 2 })).toBe('ekeys.list.lockRevoke.done');
    expect(lockRevokeKey({ keyStatus: '110407', lockRevokeState: 2 })).toBe('ekeys.list.lockRevoke.done');
    expect(lockRevokeKey({ keyStatus: '110405', lockRevokeState: 0 })).toBeNull();
    // Unfrozen: the old credentials stay refused, but the key itself opens again after a sync.
    expect(lockRevokeKey({ keyStatus: '110401', lockRevokeState: 2 })).toBeNull();
  });

  it('names every status code of spec §3', () => {
    expect(statusKey('110401')).toBe('ekeys.status.normal');
    expect(statusKey('110402')).toBe('ekeys.status.waitingAccept');
    expect(statusKey('110404')).toBe('ekeys.status.freezing');
    expect(statusKey('110412')).toBe('ekeys.status.overdue');
    expect(statusKey('999999')).toBe('ekeys.status.unknown');
  });

  it('describes validity in the lock time', () => {
    expect(describeValidity(key({ validityType: 1 }), 0, t)).toBe('ekeys.validity.permanent');
    expect(describeValidity(key({}), 120, t)).toBe(
      'ekeys.validity.limited {"start":"2026-11-21 10:00","end":"2026-11-22 10:00"}',
    );
    expect(describeValidity(key({ validityType: 3 }), 0, t)).toBe(
      'ekeys.validity.once {"start":"2026-11-21 08:00","end":"2026-11-21 09:00"}',
    );
    expect(
      describeValidity(key({ validityType: 4, cycleDays: [7, 1], cycleStartMinute: 480, cycleEndMinute: 1440 }), 0, t),
    ).toBe(
      'ekeys.validity.cycle {"days":"ekeys.days.1, ekeys.days.7","from":"08:00","to":"24:00","start":"2026-11-21 08:00","end":"2026-11-22 08:00"}',
    );
  });

  it('offers freeze or unfreeze by status, and authorizing only a registered holder', () => {
    expect(keyActions(key({}))).toMatchObject({ freeze: true, unfreeze: false, authorize: true, unlockLink: true });
    expect(keyActions(key({ keyStatus: '110404' }))).toMatchObject({ freeze: false, unfreeze: true });
    expect(keyActions(key({ keyStatus: '110402', uid: null }))).toMatchObject({ freeze: false, authorize: false });
    expect(keyActions(key({ keyRight: 1 }))).toMatchObject({ authorize: false, unauthorize: true });
  });
});
