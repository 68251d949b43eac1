// A credential's validity as the lock will check it: "from now" means from the start of this minute.
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_VALIDITY } from '@lockconsole/shared/credential/credential';
import { credentialPeriodOf } from './credential-period';

const NOW = Date.UTC(2026, 10, 29, 21, 30, 42, 517);
const MINUTE_START = Date.UTC(2026, 10, 29, 21, 30, 0, 0);
const H = 3_600_000;

describe('credentialPeriodOf', () => {
  it('starts a limited credential without a start at the start of the current minute', () => {
    const p = credentialPeriodOf({ validityType: CREDENTIAL_VALIDITY.limited, endDate: NOW + H }, NOW, 0);
    expect(p).toEqual({ validityType: 2, startDate: MINUTE_START, endDate: NOW + H, cycle: [] });
  });

  it('keeps a start the caller chose, to the millisecond', () => {
    const start = NOW + 90_123;
    const p = credentialPeriodOf(
      { validityType: CREDENTIAL_VALIDITY.limited, startDate: start, endDate: NOW + H },
      NOW,
      0,
    );
    expect(p.startDate).toBe(start);
  });

  it('keeps a permanent credential without a period', () => {
    expect(credentialPeriodOf({ validityType: CREDENTIAL_VALIDITY.permanent }, NOW, 0)).toMatchObject({
      startDate: 0,
      endDate: null,
    });
  });
});
