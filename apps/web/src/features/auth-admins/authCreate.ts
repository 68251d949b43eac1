// The rules of "authorize an admin" (/auth/create) that are not UI: building the request from the form, telling
// an unregistered receiver (-4064, spec §8 "choose a country code and resend, or confirm sending to an
// unregistered account") from other failures, and splitting the per-lock results.
import type { EkeyBatchResult } from '@lockconsole/shared/ekey/ekey';
import { isApiError } from '../../lib/api/ApiError';

/** Receiver not registered (the established platform's code, mirrored by our server). */
export const UNREGISTERED_CODE = -4064;

export type Receiver = { kind: 'mobile' | 'email'; account: string; countryCode?: string };

export type AuthCreateForm = {
  receiver: Receiver;
  lockIds: number[];
  remoteEnable: boolean;
  /** Set once the user confirmed sending to an account that does not exist yet. */
  createUser: boolean;
};

export function authCreateParams(f: AuthCreateForm) {
  const mobile = f.receiver.kind === 'mobile';
  return {
    receiverUsername: mobile ? f.receiver.account.replace(/[\s-]/g, '') : f.receiver.account.trim(),
    countryCode: mobile ? f.receiver.countryCode : undefined,
    lockIds: f.lockIds,
    remoteEnable: f.remoteEnable ? 1 : 2,
    createUser: f.createUser ? 1 : 0,
  };
}

/**
 * True when the receiver is unknown: the whole call answered -4064, or every lock did (the server may judge
 * the receiver per lock). A partial -4064 cannot happen for one receiver, so it is treated as a failure.
 */
export function isUnregistered(outcome: unknown): boolean {
  if (isApiError(outcome)) return outcome.code === UNREGISTERED_CODE;
  if (Array.isArray(outcome))
    return outcome.length > 0 && (outcome as EkeyBatchResult[]).every((r) => r.errorCode === UNREGISTERED_CODE);
  return false;
}

export function splitResults(results: readonly EkeyBatchResult[]) {
  return {
    done: results.filter((r) => r.errorCode === 0),
    failed: results.filter((r) => r.errorCode !== 0),
  };
}
