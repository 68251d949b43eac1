// The one mapping from the product's errors to the TTLock contract's `errcode` (issue 25, CONTRACT.md "Error codes
// clients branch on", errorCode.md). Most of the product's codes were taken from the same table and pass unchanged;
// the rest map to the code a client branches on, or to 1 ("failed"), which clients treat as a plain failure.
import { ERROR, type ErrorName } from '@lockconsole/shared/errors/codes';

/** A failure the facade answers as `{errcode, errmsg, description}` at HTTP 200. */
export class TtlockError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
    readonly description = '',
  ) {
    super(errmsg);
  }
}

/** The contract's own codes, with the texts TTLock sends. */
export const TT = {
  failed: [1, 'failed or means no'],
  unknownClient: [10000, 'client_id does not exist'],
  badClient: [10001, 'invalid client, wrong client_id or client_secret'],
  noToken: [10003, 'token does not exist'],
  badToken: [10004, 'token is invalid or revoked'],
  badLogin: [10007, 'invalid account or invalid password'],
  badRefresh: [10011, 'invalid refresh_token'],
  notMd5: [30005, 'password must be md5 encrypted'],
  tooManyCalls: [30006, 'exceeds the restrictions of API call number'],
  dateWindow: [80000, 'date must be current time, in 5 minutes'],
  badParameter: [-3, 'Invalid Parameter'],
  notFound: [-1003, 'Lock does not exist'],
  unsupported: [-4043, 'The function is not supported for this lock'],
  internal: [90000, 'internal server error'],
} as const satisfies Record<string, readonly [number, string]>;

export const ttFail = (which: keyof typeof TT, description = '') =>
  new TtlockError(TT[which][0], TT[which][1], description);

/** Codes of the product that mean something else (or nothing) to a TTLock client. */
const REMAPPED: Partial<Record<ErrorName, number>> = {
  notLoggedIn: 10004,
  sessionRevoked: 10004,
  cardNotFound: -1021,
  keyNoRemotePermission: -2018,
  lockNotConnectedToGateway: -2012,
  noGatewayNearLock: -2012,
  cardFull: -4056,
  biometricFull: -4056,
  keyfobFull: -4056,
  qrcodeFull: -4056,
  tooManyRequests: 30006,
  apiKeyRateLimited: 30006,
  serviceError: 90000,
  accountExists: 30003,
};

/** Codes of the product that are the contract's own (errorCode.md), answered as they are. */
const SHARED = new Set<number>([
  -3, -2018, -1003, -4063, -3011, -4043, -4056, -1008, -2019, -2020, -2023, -4064, -1007, -2009, -3006, -3007, -3008,
  -3009, -2012, -3002, -3003, -3036, -3037, -4037, -1023, -2025, 80000, 10007,
]);

/** The contract's errcode for a product error: itself when the contract has it, else its meaning there, else 1. */
export function ttErrcode(name: ErrorName): number {
  const remapped = REMAPPED[name];
  if (remapped !== undefined) return remapped;
  const code = ERROR[name].code;
  return SHARED.has(code) ? code : TT.failed[0];
}
