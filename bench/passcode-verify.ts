// Lock-side cost of offline passcode verification (packages/lockcore/src/passcode), next to one raw HMAC-SHA256
// measured in the same run. Every attempt costs at most FPE_ROUNDS + 1 HMAC evaluations, never a search.
import { createHmac, randomBytes } from 'node:crypto';
import { FPE_ROUNDS } from '../packages/lockcore/src/passcode/decimal-fpe';
import { generatePasscode } from '../packages/lockcore/src/passcode/offline-generate';
import { newOfflineLockState } from '../packages/lockcore/src/passcode/offline-lock-state';
import { verifyPasscode } from '../packages/lockcore/src/passcode/offline-verify';
import { encodeLockSecret } from '../packages/lockcore/src/secret';

const secret = encodeLockSecret(new Uint8Array(randomBytes(32)));
const now = Date.UTC(2025, 2, 12, 11, 40);
const lock = newOfflineLockState({ secret, tzOffsetMinutes: 0 });

function rate(label: string, n: number, fn: (i: number) => void): number {
  for (let i = 0; i < Math.min(2000, n); i++) fn(i); // warm-up
  const t = performance.now();
  for (let i = 0; i < n; i++) fn(i);
  const perSec = n / ((performance.now() - t) / 1000);
  console.log(`${label.padEnd(44)} ${Math.round(perSec).toLocaleString('en').padStart(10)} /s`);
  return perSec;
}

const key = randomBytes(32);
const msg = Buffer.alloc(16);
const hmac = rate('baseline: one HMAC-SHA256 (16-byte message)', 200_000, (i) => {
  msg.writeUInt32BE(i);
  createHmac('sha256', key).update(msg).digest();
});
const guesses = Array.from({ length: 50_000 }, (_, i) => String((i * 7919 + 12345) % 1e6).padStart(6, '0'));
const wrong = rate('verify: random 6-digit guess', 50_000, (i) =>
  verifyPasscode(lock, guesses[i % guesses.length]!, now),
);
const codes = Array.from(
  { length: 2000 },
  (_, i) =>
    generatePasscode({
      secret,
      type: 3,
      start: now - 3_600_000,
      end: now + (1 + (i % 700)) * 3_600_000,
      length: 8,
      slot: i % 2,
      tzOffsetMinutes: 0,
    }).code,
);
const valid = rate('verify: valid limited code, first use', 20_000, (i) =>
  verifyPasscode(lock, codes[i % codes.length]!, now),
);
console.log(`worst-case PRF evaluations per attempt: ${FPE_ROUNDS + 1} HMAC-SHA256 (${FPE_ROUNDS} FPE rounds + 1 tag)`);
console.log(
  `ratio (time per attempt / one HMAC): random guess ${(hmac / wrong).toFixed(1)}x, valid code ${(hmac / valid).toFixed(1)}x`,
);
