// How key fobs and wireless keypads read in the console (issue 16), and the pairing requests: the battery (percent,
// low at 20 % or less, unknown until reported), what a scan heard (nearest first, already paired ones last), and the
// pair forms → /keyfob/add (name and validity, the card forms' period) and /wirelessKeypad/add (name). Requests are
// checked with their SHARED schemas; problems are i18n keys by form field. Pure.
import type { ScannedAccessoryItem } from '@lockconsole/shared/keyfob/keyfob';
import { addKeyfobRequestSchema, type AddKeyfobRequest } from '@lockconsole/shared/keyfob/requests';
import { addKeypadRequestSchema, type AddKeypadRequest } from '@lockconsole/shared/keypad/requests';
import {
  cardPeriodProblems,
  cardPeriodRequest,
  periodFieldOf,
  schemaProblems,
  type CardPeriodValues,
  type PeriodField,
  type Problems,
} from '../../lib/credentials/credentialPeriod';

/** At or below this percentage the console warns that the battery is low. */
export const LOW_BATTERY_PERCENT = 20;

export type BatteryView = { percent: number | null; low: boolean };

export function batteryView(battery: number | null | undefined): BatteryView {
  if (battery === null || battery === undefined || !Number.isFinite(battery)) return { percent: null, low: false };
  const percent = Math.max(0, Math.min(100, Math.round(battery)));
  return { percent, low: percent <= LOW_BATTERY_PERCENT };
}

/** What a scan heard, the ones that can be paired first, each group nearest (strongest signal) first. */
export const sortScanned = (found: readonly ScannedAccessoryItem[]): ScannedAccessoryItem[] =>
  [...found].sort((a, b) => Number(a.paired) - Number(b.paired) || b.rssi - a.rssi);

/** The one to preselect: the nearest that is not paired yet (the one whose button is held at the lock). */
export const firstPairable = (found: readonly ScannedAccessoryItem[]) => sortScanned(found).find((a) => !a.paired);

export type KeyfobValues = { name: string; period: CardPeriodValues };
export type AccessoryField = PeriodField | 'name' | 'accessory';

const FIELD: Record<string, AccessoryField> = {
  keyfobName: 'name',
  keypadName: 'name',
  keyfobNumber: 'accessory',
  keypadNumber: 'accessory',
  mac: 'accessory',
};

export const accessoryFieldOf = (apiField: string): AccessoryField | undefined =>
  FIELD[apiField] ?? periodFieldOf(apiField);

/** The accessory chosen from the scan; its battery and firmware as the scan heard them go with it (the list shows
 * them from then on). */
type Picked = Pick<ScannedAccessoryItem, 'number' | 'mac'> &
  Partial<Pick<ScannedAccessoryItem, 'battery' | 'firmware'>>;
const deviceFacts = (picked: Picked) => ({ battery: picked.battery, firmware: picked.firmware || undefined });
type Ctx = { now: number; tz: number };

export const addKeyfobRequest = (v: KeyfobValues, lockId: number, picked: Picked, tz: number): AddKeyfobRequest => ({
  lockId,
  keyfobNumber: picked.number,
  mac: picked.mac,
  keyfobName: v.name.trim() || undefined,
  ...deviceFacts(picked),
  ...cardPeriodRequest(v.period, tz),
});

export const addKeypadRequest = (name: string, lockId: number, picked: Picked): AddKeypadRequest => ({
  lockId,
  keypadNumber: picked.number,
  mac: picked.mac,
  keypadName: name.trim() || undefined,
  ...deviceFacts(picked),
});

/** Nothing picked yet: "choose one" on the list; then the shared schema and the period's time rules. */
export function addKeyfobProblems(v: KeyfobValues, lockId: number, picked: Picked | undefined, ctx: Ctx) {
  const out: Problems<AccessoryField> = { ...cardPeriodProblems(v.period, ctx.now, ctx.tz) };
  if (!picked) return { ...out, accessory: 'keyfobs.pair.pickOne' };
  return schemaProblems(addKeyfobRequestSchema, addKeyfobRequest(v, lockId, picked, ctx.tz), accessoryFieldOf, out);
}

export function addKeypadProblems(name: string, lockId: number, picked: Picked | undefined) {
  if (!picked) return { accessory: 'keyfobs.pair.pickOne' } as Problems<AccessoryField>;
  return schemaProblems(addKeypadRequestSchema, addKeypadRequest(name, lockId, picked), accessoryFieldOf, {});
}
