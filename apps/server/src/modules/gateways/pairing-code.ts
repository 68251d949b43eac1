// One-time gateway pairing codes: 8 characters from an alphabet without look-alikes (31^8 ≈ 8.5e11), stored
// only as SHA-256, valid 10 minutes, single use.
import type { Random } from '../../platform/clock';

export const PAIRING_CODE_TTL_MS = 10 * 60 * 1000;
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newPairingCode(random: Random): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += ALPHABET[random.int(0, ALPHABET.length)];
  return s;
}

/** XXXX-XXXX for display. */
export const formatPairingCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;
