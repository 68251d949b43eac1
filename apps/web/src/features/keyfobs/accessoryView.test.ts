// Key fobs and wireless keypads: the battery warning, what a scan heard, and the pair forms → requests.
import { describe, expect, it } from 'vitest';
import { newCardPeriod } from '../../lib/credentials/credentialPeriod';
import {
  accessoryFieldOf,
  addKeyfobProblems,
  addKeyfobRequest,
  addKeypadProblems,
  addKeypadRequest,
  batteryView,
  firstPairable,
  sortScanned,
} from './accessoryView';

const now = Date.parse('2026-07-01T10:30:00Z');
const tz = 600;
const heard = (number: string, rssi: number, paired = false) => ({
  number,
  mac: 'A1:B2:C3:D4:E5:F6',
  battery: 80,
  firmware: '1.2.0',
  rssi,
  paired,
});

describe('accessory battery', () => {
  it('warns at 20 % or less, and shows nothing until reported', () => {
    expect(batteryView(21)).toEqual({ percent: 21, low: false });
    expect(batteryView(20)).toEqual({ percent: 20, low: true });
    expect(batteryView(0)).toEqual({ percent: 0, low: true });
    expect(batteryView(null)).toEqual({ percent: null, low: false });
    expect(batteryView(undefined)).toEqual({ percent: null, low: false });
    expect(batteryView(140)).toEqual({ percent: 100, low: false });
  });
});

describe('scan results', () => {
  it('lists the pairable ones first, nearest first, and preselects the nearest pairable', () => {
    const found = [heard('RC_far', -80), heard('RC_paired', -40, true), heard('RC_near', -50)];
    expect(sortScanned(found).map((a) => a.number)).toEqual(['RC_near', 'RC_far', 'RC_paired']);
    expect(firstPairable(found)?.number).toBe('RC_near');
    expect(firstPairable([heard('RC_paired', -40, true)])).toBeUndefined();
  });
});

describe('pair forms', () => {
  const picked = { number: 'RC_a8179f', mac: 'a1:b2:c3:d4:e5:f6' };

  it('sends the picked key fob with its name and validity', () => {
    const period = newCardPeriod(now, tz);
    expect(addKeyfobRequest({ name: ' Gate ', period }, 3, picked, tz)).toEqual({
      lockId: 3,
      keyfobNumber: 'RC_a8179f',
      mac: 'a1:b2:c3:d4:e5:f6',
      keyfobName: 'Gate',
      validityType: 1,
    });
    expect(addKeyfobProblems({ name: '', period }, 3, picked, { now, tz })).toEqual({});
    const timed = addKeyfobRequest({ name: '', period: { ...period, validityType: 2 } }, 3, picked, tz);
    expect(timed).toMatchObject({ validityType: 2, startDate: now, endDate: now + 7 * 86_400_000 });
  });

  it('asks to choose one before pairing, and puts problems on their fields', () => {
    const period = newCardPeriod(now, tz);
    expect(addKeyfobProblems({ name: '', period }, 3, undefined, { now, tz })).toEqual({
      accessory: 'keyfobs.pair.pickOne',
    });
    expect(addKeypadProblems('', 3, undefined)).toEqual({ accessory: 'keyfobs.pair.pickOne' });
    expect(addKeyfobProblems({ name: 'x'.repeat(51), period }, 3, picked, { now, tz })).toEqual({
      name: 'validation.credential.name',
    });
    expect(addKeypadProblems('Door', 3, { number: 'bad id!', mac: 'nope' })).toEqual({
      accessory: 'validation.keyfob.number',
    });
    expect(['keyfobName', 'keypadNumber', 'mac', 'endDate'].map(accessoryFieldOf)).toEqual([
      'name',
      'accessory',
      'accessory',
      'end',
    ]);
  });

  it('sends the picked keypad with its name', () => {
    expect(addKeypadRequest('', 3, { number: 'KP_00e1f2', mac: 'A1:B2:C3:D4:E5:F6' })).toEqual({
      lockId: 3,
      keypadNumber: 'KP_00e1f2',
      mac: 'A1:B2:C3:D4:E5:F6',
      keypadName: undefined,
    });
    expect(addKeypadProblems('Hall', 3, { number: 'KP_00e1f2', mac: 'A1:B2:C3:D4:E5:F6' })).toEqual({});
  });

  it('sends the battery and firmware the scan heard, so the list shows them at once', () => {
    const heardFob = { ...picked, battery: 21, firmware: '1.2.4' };
    expect(addKeyfobRequest({ name: '', period: newCardPeriod(now, tz) }, 3, heardFob, tz)).toMatchObject({
      battery: 21,
      firmware: '1.2.4',
    });
    expect(
      addKeypadRequest('', 3, { number: 'KP_00e1f2', mac: 'A1:B2:C3:D4:E5:F6', battery: 0, firmware: '' }),
    ).toEqual({ lockId: 3, keypadNumber: 'KP_00e1f2', mac: 'A1:B2:C3:D4:E5:F6', battery: 0 });
  });
});
