// Runs one device command for an API call: refuses at once when the hub has no broker, starts the operation,
// waits for its end (bounded by the operation timeout) and answers it — or throws its error with the operation
// as data, so the caller sees the real cause (gateway offline, lock out of range, remote unlock off …).
import { OP_STATE } from '@lockconsole/shared/devices/enums';
import type { Operation } from '@lockconsole/shared/operation/operation';
import { fail } from '../../http/errors';
import type { Translator } from '../../http/i18n';
import type { Devices } from '../../devices/devices.module';
import { errorNameOf, presentOperation } from '../../devices/operation-events';
import type { StartCommand } from '../../devices/operation-tracker';

export async function runCommand(devices: Devices, c: StartCommand, t: Translator): Promise<Operation> {
  if (!devices.hub.connected()) throw fail('deviceServiceUnavailable');
  const op = await devices.tracker.start(c);
  // A waiting command may first wait for the one before it.
  // Until its deadline plus the sweeper's turn; a still-pending operation (state 1/6) is answered as such and can be
  // followed with /operation/get or /api/events.
  const ev = await devices.tracker.awaitFinal(op.id, devices.timeoutMs * (op.state === OP_STATE.wait ? 2 : 1) + 2000);
  const out = presentOperation(ev, t);
  if (ev.state === OP_STATE.success || ev.state === OP_STATE.operating || ev.state === OP_STATE.wait) return out;
  const name = errorNameOf(ev.errorCode) ?? 'operationFailed';
  throw fail(name, { reason: out.reason ?? '' }, out);
}
