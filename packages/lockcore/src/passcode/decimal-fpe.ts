// A keyed permutation of the L-digit numbers [0, 10^L): an FF1-style alternating Feistel network whose halves are
// u = floor(L/2) and v = L - u digits and whose round function is HMAC-SHA256. It hides the structure of a code
// (which field is which) so that every L-digit string looks alike; forgery resistance does not rest on it (see
// docs/passcodes.md). Pure; no state.
import { prf } from './offline-keys';

export const FPE_ROUNDS = 8;
const DOMAIN_TAG = 0x46504531; // "FPE1"

const pow10 = (n: number) => 10 ** n;
const round = (key: Buffer, length: number, i: number, x: number, digits: number) =>
  prf(key, [DOMAIN_TAG, length, i, x], pow10(digits));

export function fpeEncrypt(key: Buffer, length: number, value: number): number {
  const u = Math.floor(length / 2);
  const v = length - u;
  let a = Math.floor(value / pow10(v)); // u digits
  let b = value % pow10(v); // v digits
  for (let i = 0; i < FPE_ROUNDS; i++) {
    const m = i % 2 === 0 ? u : v;
    const c = (a + round(key, length, i, b, m)) % pow10(m);
    a = b;
    b = c;
  }
  return a * pow10(v) + b;
}

export function fpeDecrypt(key: Buffer, length: number, value: number): number {
  const u = Math.floor(length / 2);
  const v = length - u;
  let a = Math.floor(value / pow10(v));
  let b = value % pow10(v);
  for (let i = FPE_ROUNDS - 1; i >= 0; i--) {
    const m = i % 2 === 0 ? u : v;
    const prevA = (b - round(key, length, i, a, m) + pow10(m)) % pow10(m);
    b = a;
    a = prevA;
  }
  return a * pow10(v) + b;
}
