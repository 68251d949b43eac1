// The gateway's side of `credential.enroll` (docs/protocol.md §Biometric enrolment). An enrolment at the lock's
// sensor waits for a person for up to a minute, so the gateway must not hold its command handling on it: it relays
// each step as a `progress` message and answers the command whenever the lock is done, while it goes on serving
// other commands and other locks. A photo or template enrols at once and is answered like any other command.
import { DEVICE_CODE } from '@lockconsole/shared/devices/enums';
import type { CommandBody, ProgressBody, ResultBody } from '@lockconsole/shared/devices/messages';
import type { EnrolProgress, EnrolResult } from './sim-lock-enrol';
import { DeviceError } from './sim-lock-types';

/** What the gateway needs of a lock here (structural, so this file does not import sim-lock.ts). */
export type EnrollingLock = {
  readonly mac: string;
  enroll(raw: Record<string, unknown>, onProgress: (p: EnrolProgress) => void): EnrolResult | Promise<EnrolResult>;
};

export type EnrolIo = {
  progress(body: ProgressBody): void;
  /** The late answer, once the person finished (or the enrolment failed). */
  answer(result: ResultBody): void;
};

/** A failed command's result: a lock's DeviceError with its code, anything else (bad arguments) rejected. */
export function resultOfError(reqId: string, e: unknown): ResultBody {
  if (e instanceof DeviceError) return { reqId, ok: false, code: e.code, reason: e.message };
  return { reqId, ok: false, code: DEVICE_CODE.rejected, reason: (e as Error).message };
}

/** Runs `credential.enroll`: the result now, or undefined when `io.answer` will carry it later. */
export function runEnrollCommand(lock: EnrollingLock, cmd: CommandBody, io: EnrolIo): ResultBody | undefined {
  const { reqId } = cmd;
  try {
    const r = lock.enroll(cmd.args, (p) => io.progress({ reqId, mac: lock.mac, ...p }));
    if (!(r instanceof Promise)) return { reqId, ok: true, code: 0, data: r };
    r.then(
      (data) => io.answer({ reqId, ok: true, code: 0, data }),
      (e: unknown) => io.answer(resultOfError(reqId, e)),
    );
    return undefined;
  } catch (e) {
    return resultOfError(reqId, e);
  }
}
