// The simulator console's issue 15 commands: a finger on a lock's sensor (`finger`), a palm over its vein scanner
// (`palm`), a face before its camera (`face`), what it holds (`fingers`) and ending an enrolment (`enrol`). Enrolling
// itself is started from the web console (credential.enroll); these are the person at the lock. Kept apart from
// cli.ts, which only routes here. Plain English output (developer tool).
import type { BiometricKind } from '@lockconsole/shared/devices/credential-messages';
import type { SimLock } from './sim-lock';
import type { EnrolmentView } from './sim-lock-enrol';

export const BIOMETRIC_HELP = `Fingerprints, faces and palm veins (enrol them from the console: the lock then waits for the person):
  finger <lock> press [number] [poor]   a finger on the sensor: an enrolment step, or an unlock attempt by the finger
                                        enrolled as <number> (none: a stranger's); "poor" a smudged read
  palm <lock> show [number] [poor]      likewise a palm over the vein scanner
  face <lock> show [number] [poor]      likewise a face before the camera
  fingers <lock>                        the fingerprints, faces and palm veins the lock holds (number, entry, validity)
  enrol <lock> [cancel]                 the enrolment the lock is in | cancel it (the console's operation fails)`;

const NOUN: Record<BiometricKind, string> = { fingerprint: 'fingerprint', face: 'face', palmVein: 'palm vein' };
const VERB: Record<string, [BiometricKind, string]> = {
  finger: ['fingerprint', 'press'],
  palm: ['palmVein', 'show'],
  face: ['face', 'show'],
};
const ASK: Record<BiometricKind, string> = {
  fingerprint: 'lift the finger and press again',
  face: 'look again',
  palmVein: 'show the palm again',
};

const door = (lock: SimLock) => (lock.lockStatus === 1 ? 'unlocked' : 'locked');
const progress = (e: EnrolmentView) => `enrolling ${NOUN[e.kind]} for entry ${e.credentialId}: ${e.done}/${e.total}`;

/** `finger|palm|face <lock> press|show [number] [poor]` (args after the lock). */
export function runSensorCommand(verb: string, lock: SimLock, args: string[], out: (s: string) => void) {
  const [kind, action] = VERB[verb]!;
  if (args[0] !== action) return out(`usage: ${verb} <lock> ${action} [number] [poor]`);
  const poor = args.includes('poor');
  const number = args.slice(1).find((a) => a !== 'poor');
  const before = lock.enrolment?.kind === kind ? lock.enrolment : undefined;
  const fn = { fingerprint: 'pressFinger', face: 'showFace', palmVein: 'showPalm' } as const;
  const ok = lock[fn[kind]]({ ...(number !== undefined ? { number } : {}), poor });
  if (!before) return out(ok ? door(lock) : 'refused');
  const now = lock.enrolment;
  if (now) return out(ok ? `${progress(now)} — ${ASK[kind]}` : `${progress(now)} — poor read, try again`);
  const held = lock.credentials.kinds[kind].entries.get(before.credentialId);
  out(`enrolled ${NOUN[kind]} number ${held ?? '?'} for entry ${before.credentialId}`);
}

/** `fingers <lock>`: each fingerprint, face and palm vein the lock holds. */
export function listBiometrics(lock: SimLock, out: (s: string) => void) {
  const time = (ms: number) => new Date(ms).toISOString();
  for (const kind of ['fingerprint', 'face', 'palmVein'] as const) {
    const { entries } = lock.credentials.kinds[kind].list();
    for (const e of entries) {
      const v = e.endDate
        ? `${time(e.startDate)} – ${time(e.endDate)}`
        : e.startDate
          ? `from ${time(e.startDate)}`
          : 'permanent';
      const days = e.cycle?.map((p) => `day ${p.weekDay} ${p.startMinute}–${p.endMinute} min`).join(', ');
      const entry = e.credentialId ? `entry ${e.credentialId}` : 'added at lock';
      out(`${NOUN[kind]} ${e.number}  ${entry}  ${v}${days ? `  ${days}` : ''}`);
    }
    out(`${entries.length} ${NOUN[kind]}${entries.length === 1 ? '' : 's'}`);
  }
}

/** `enrol <lock> [cancel]`. */
export function runEnrolCommand(lock: SimLock, [sub = '']: string[], out: (s: string) => void) {
  if (sub === 'cancel') return out(lock.cancelEnrolment() ? 'enrolment cancelled' : 'the lock is not enrolling');
  if (sub) return out('usage: enrol <lock> [cancel]');
  const e = lock.enrolment;
  out(e ? progress(e) : 'the lock is not enrolling');
}
