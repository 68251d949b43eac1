// /v3 calls about what opens a lock: passcodes, IC cards, fingerprints and ekeys (issue 25, CONTRACT.md). Writes
// with type 2 go through the gateway and answer once the lock confirmed (the product pushes them as tracked
// operations; the facade waits for the operation's end).
import { ERROR, type ErrorName } from '@lockconsole/shared/errors/codes';
import { KEYBOARD_PWD_TYPE, PASSCODE_STATUS } from '@lockconsole/shared/passcode/passcode';
import {
  bothOrNone,
  dates,
  DONE,
  msOrZero,
  paging,
  pick,
  throughGateway,
  page,
  type Answer,
  type V3Call,
  type V3Env,
} from './v3-env';
import { ttErrcode, TtlockError } from './ttlock-errors';

const NAME_OF_CODE = new Map<number, ErrorName>(
  (Object.keys(ERROR) as ErrorName[]).map((n) => [ERROR[n].code as number, n]),
);

/** A credential the product could not send to the lock (no gateway, gateway offline …): its cause, as errcode. */
async function confirmed(env: V3Env, item: Answer) {
  if (item.failureCode !== null && item.failureCode !== undefined) {
    const name = NAME_OF_CODE.get(item.failureCode);
    throw new TtlockError(name ? ttErrcode(name) : 1, item.failureReason ?? 'failed');
  }
  await env.awaitOp(item.operationId);
}

/** The contract's passcode types: a custom code is permanent (2) or for a period (3), flagged isCustom. */
const passcodeItem = (c: Answer) => {
  const custom = c.keyboardPwdType === KEYBOARD_PWD_TYPE.custom;
  const endDate = msOrZero(c.endDate);
  return {
    keyboardPwdId: c.keyboardPwdId,
    lockId: c.lockId,
    keyboardPwd: c.keyboardPwd,
    keyboardPwdName: c.keyboardPwdName,
    keyboardPwdType: custom ? (endDate ? 3 : 2) : c.keyboardPwdType,
    keyboardPwdVersion: c.keyboardPwdVersion,
    isCustom: custom ? 1 : 0,
    startDate: msOrZero(c.startDate),
    endDate,
    sendDate: c.sendDate,
    senderUsername: c.senderUsername,
    status: c.keyboardPwdStatus === PASSCODE_STATUS.normal ? 1 : 2,
  };
};

/** Cards, fingerprints: the credential item's period, 0/0 when permanent (validity 1). */
const periodOf = (c: Answer) =>
  c.validityType === 1
    ? { startDate: 0, endDate: 0 }
    : { startDate: msOrZero(c.startDate), endDate: msOrZero(c.endDate) };

export const credentialCalls: Record<string, V3Call> = {
  'keyboardPwd/add': async (env) => {
    const { p, call } = env;
    throughGateway(p, 'addType');
    const permanent = p.keyboardPwdType === '2';
    const item = await call('/keyboardPwd/add', {
      ...pick(p, ['lockId', 'keyboardPwd', 'keyboardPwdName']),
      ...(permanent ? {} : dates(p)),
    });
    await confirmed(env, item);
    return { keyboardPwdId: item.keyboardPwdId };
  },

  'keyboardPwd/change': async (env) => {
    const { p, call } = env;
    throughGateway(p, 'changeType');
    const item = await call('/keyboardPwd/change', {
      ...pick(p, ['lockId', 'keyboardPwdId', 'newKeyboardPwd', 'keyboardPwdName']),
      ...dates(p),
    });
    await confirmed(env, item);
    return DONE;
  },

  'keyboardPwd/delete': async (env) => {
    const { p, call } = env;
    throughGateway(p, 'deleteType');
    const a = await call('/keyboardPwd/delete', pick(p, ['lockId', 'keyboardPwdId']));
    await confirmed(env, a.passcode);
    return DONE;
  },

  'keyboardPwd/get': async ({ p, call }) => {
    const item = await call('/keyboardPwd/get', {
      ...pick(p, ['lockId', 'keyboardPwdType', 'keyboardPwdName']),
      ...dates(p),
    });
    return { keyboardPwd: item.keyboardPwd, keyboardPwdId: item.keyboardPwdId };
  },

  'lock/listKeyboardPwd': async ({ p, call }) =>
    page(await call('/lock/listKeyboardPwd', { ...paging(p, 200), ...pick(p, ['lockId', 'searchStr']) }), passcodeItem),

  'identityCard/list': async ({ p, call }) =>
    page(await call('/card/list', { ...paging(p, 200), ...pick(p, ['lockId', 'searchStr']) }), (c) => ({
      cardId: c.cardId,
      lockId: c.lockId,
      cardNumber: c.cardNumber,
      cardName: c.cardName,
      cardType: c.cardType,
      ...periodOf(c),
      createDate: c.createDate,
      senderUsername: c.senderUsername,
    })),

  'identityCard/rename': async ({ p, call }) => (
    await call('/card/rename', pick(p, ['lockId', 'cardId', 'cardName'])),
    DONE
  ),

  'identityCard/delete': async (env) => {
    throughGateway(env.p, 'deleteType');
    await confirmed(env, await env.call('/card/delete', pick(env.p, ['lockId', 'cardId'])));
    return DONE;
  },

  'fingerprint/list': async ({ p, call }) =>
    page(await call('/fingerprint/list', { ...paging(p, 200), ...pick(p, ['lockId', 'searchStr']) }), (f) => ({
      fingerprintId: f.fingerprintId,
      lockId: f.lockId,
      fingerprintNumber: f.fingerprintNumber,
      fingerprintName: f.fingerprintName,
      fingerprintType: f.fingerprintType,
      ...periodOf(f),
      createDate: f.createDate,
      senderUsername: f.senderUsername,
    })),

  'fingerprint/rename': async ({ p, call }) => (
    await call('/fingerprint/rename', pick(p, ['lockId', 'fingerprintId', 'fingerprintName'])),
    DONE
  ),

  'fingerprint/delete': async (env) => {
    throughGateway(env.p, 'deleteType');
    await confirmed(env, await env.call('/fingerprint/delete', pick(env.p, ['lockId', 'fingerprintId'])));
    return DONE;
  },

  'key/list': async ({ p, call }) =>
    page(await call('/key/list', paging(p, 200)), (k) => ({
      keyId: k.keyId,
      lockId: k.lockId,
      lockAlias: k.lockAlias,
      username: k.username,
      keyName: k.keyName,
      keyStatus: k.keyStatus,
      userType: k.keyRight === 1 ? '110301' : '110302',
      keyRight: k.keyRight,
      remoteEnable: k.remoteEnable,
      startDate: msOrZero(k.startDate),
      endDate: msOrZero(k.endDate),
      remarks: k.remarks ?? '',
      date: k.date,
    })),

  'key/send': async ({ p, call }) => {
    const period = bothOrNone(dates(p));
    const a = await call('/key/send', {
      ...pick(p, ['lockId', 'receiverUsername', 'countryCode', 'keyName', 'remarks', 'remoteEnable', 'keyRight']),
      // The contract: createUser 1 = make the account when it does not exist; here the key then waits for it.
      ...(p.createUser === '1' ? { createUser: '1' } : {}),
      ...(period.startDate && period.endDate ? { validityType: '2', ...period } : { validityType: '1' }),
    });
    return { keyId: a.keyId };
  },

  /** The ekeys of one lock (the owner's own admin key not listed), for its managers. */
  'lock/listKey': async ({ p, call }) =>
    page(await call('/lock/listKey', { ...paging(p, 200), ...pick(p, ['lockId', 'searchStr']) }), (k) => ({
      keyId: k.keyId,
      lockId: k.lockId,
      username: k.username,
      keyName: k.keyName,
      keyStatus: k.keyStatus,
      keyRight: k.keyRight,
      remoteEnable: k.remoteEnable,
      startDate: msOrZero(k.startDate),
      endDate: msOrZero(k.endDate),
      senderUsername: k.senderUsername,
      remarks: k.remarks ?? '',
      date: k.date,
    })),

  /** A new period: start and end make it timed, none (or 0) permanent. */
  'key/changePeriod': async ({ p, call }) => {
    const period = bothOrNone(dates(p));
    await call('/key/changePeriod', {
      ...pick(p, ['keyId']),
      ...(period.startDate && period.endDate ? { validityType: '2', ...period } : { validityType: '1' }),
    });
    return DONE;
  },
  'key/authorize': async ({ p, call }) => (await call('/key/authorize', pick(p, ['keyId'])), DONE),
  'key/unauthorize': async ({ p, call }) => (await call('/key/unauthorize', pick(p, ['keyId'])), DONE),

  'key/delete': async ({ p, call }) => (await call('/key/delete', pick(p, ['keyId'])), DONE),
  'key/freeze': async ({ p, call }) => (await call('/key/freeze', pick(p, ['keyId'])), DONE),
  'key/unfreeze': async ({ p, call }) => (await call('/key/unfreeze', pick(p, ['keyId'])), DONE),
};
