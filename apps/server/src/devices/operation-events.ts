// The serializable form of an operation (bus events, API answers) and how a device/final outcome maps to
// the spec's remote operation states. No I/O.
import { ERROR, type ErrorName } from '@lockconsole/shared/errors/codes';
import { OP_STATE, PERMANENT_DEVICE_CODES } from '@lockconsole/shared/devices/enums';
import type { ResultBody } from '@lockconsole/shared/devices/messages';
import type { Operation } from '@lockconsole/shared/operation/operation';
import type { OperationEnded } from '../events/event-map';
import type { Translator } from '../http/i18n';
import type { FinalFields, OperationRow } from './operations.repo';

export type OperationEvent = OperationEnded;

/** Not ended yet: sent and waiting for the lock, or waiting behind another command to the same lock. */
export const isPending = (state: number) => state === OP_STATE.operating || state === OP_STATE.wait;

export const toOperationEvent = (r: OperationRow): OperationEvent => ({
  operationId: r.id,
  userId: r.userId,
  type: r.type,
  operateType: r.operateType,
  state: r.state,
  lockId: r.lockId,
  gatewayId: r.gatewayId,
  errorCode: r.errorCode,
  reasonKey: r.reasonKey,
  reasonParams: r.reasonParams,
  createdAt: r.createdAt.getTime(),
  finishedAt: r.finishedAt ? r.finishedAt.getTime() : null,
});

const NAME_BY_CODE = new Map<number, ErrorName>(
  (Object.entries(ERROR) as [ErrorName, { code: number }][]).map(([name, v]) => [v.code, name]),
);
export const errorNameOf = (code: number): ErrorName | undefined => NAME_BY_CODE.get(code);

/** The cause as an operation would show it: the error's own message, else the device's reason. */
export function causeText(
  f: { errorCode: number; reasonKey: string | null; reasonParams: Record<string, unknown> | null },
  t: Translator,
): string {
  const name = errorNameOf(f.errorCode);
  // A generic refusal says more in the device's own words ("The device answered: …").
  const generic = name === 'operationFailed' || name === 'deviceRejected';
  if (name && !(generic && f.reasonKey)) return t(ERROR[name].key, f.reasonParams ?? {});
  if (f.reasonKey) return t(f.reasonKey, f.reasonParams ?? {});
  return t(ERROR.operationFailed.key);
}

/** Operation as the API shows it, reason in the caller's language. */
export function presentOperation(e: OperationEvent, t: Translator): Operation {
  let reason: string | null = null;
  if (e.state !== OP_STATE.success && e.state !== OP_STATE.operating && e.state !== OP_STATE.wait) {
    const name = errorNameOf(e.errorCode);
    reason =
      name && name !== 'operationFailed'
        ? t(ERROR[name].key, e.reasonParams ?? {})
        : e.reasonKey
          ? t(e.reasonKey, e.reasonParams ?? {})
          : null;
  }
  return {
    operationId: e.operationId,
    type: e.type,
    operateType: e.operateType,
    state: e.state,
    lockId: e.lockId,
    gatewayId: e.gatewayId,
    errorCode: e.errorCode,
    reason,
    createdAt: e.createdAt,
    finishedAt: e.finishedAt,
  };
}

export function finalOfResult(r: ResultBody): FinalFields {
  if (r.ok) return { state: OP_STATE.success, errorCode: 0, result: r.data ?? {} };
  const permanent = PERMANENT_DEVICE_CODES.includes(r.code);
  return {
    state: permanent ? OP_STATE.noRetry : OP_STATE.failed,
    errorCode: errorNameOf(r.code) ? r.code : ERROR.deviceRejected.code,
    reasonKey: 'devices.reason.device',
    reasonParams: { detail: r.reason ?? String(r.code) },
    result: r.data ?? null,
  };
}

export const FINAL = {
  timeout: { state: OP_STATE.failed, errorCode: ERROR.operationTimeout.code, reasonKey: 'devices.reason.timeout' },
  gatewayOffline: {
    state: OP_STATE.failed,
    errorCode: ERROR.gatewayOffline.code,
    reasonKey: 'devices.reason.gatewayOffline',
  },
  serverRestarted: {
    state: OP_STATE.failed,
    errorCode: ERROR.operationFailed.code,
    reasonKey: 'devices.reason.serverRestarted',
  },
  brokerDisconnected: {
    state: OP_STATE.failed,
    errorCode: ERROR.deviceServiceUnavailable.code,
    reasonKey: 'devices.reason.brokerDisconnected',
  },
  followUpFailed: {
    state: OP_STATE.failed,
    errorCode: ERROR.operationFailed.code,
    reasonKey: 'devices.reason.followUpFailed',
  },
  sendFailed: {
    state: OP_STATE.failed,
    errorCode: ERROR.deviceServiceUnavailable.code,
    reasonKey: 'devices.reason.sendFailed',
  },
} satisfies Record<string, FinalFields>;
