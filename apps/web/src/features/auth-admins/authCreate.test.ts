import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/ApiError';
import { authCreateParams, isUnregistered, splitResults, UNREGISTERED_CODE } from './authCreate';

const result = (lockId: number, errorCode: number) => ({
  lockId,
  lockAlias: `Lock ${lockId}`,
  keyId: errorCode === 0 ? lockId * 10 : null,
  errorCode,
  errorMsg: errorCode === 0 ? '' : 'refused',
});
const apiError = (code: number) => new ApiError({ type: 'failed', code }, 'failed');

describe('authorize an admin: request', () => {
  it('sends a mobile receiver with its country code and without separators', () => {
    expect(
      authCreateParams({
        receiver: { kind: 'mobile', account: '412 345-678', countryCode: '61' },
        lockIds: [3, 5],
        remoteEnable: true,
        createUser: false,
      }),
    ).toEqual({ receiverUsername: '412345678', countryCode: '61', lockIds: [3, 5], remoteEnable: 1, createUser: 0 });
  });

  it('sends an e-mail receiver without a country code; confirmed unregistered sends createUser 1', () => {
    expect(
      authCreateParams({
        receiver: { kind: 'email', account: ' ann@example.com ', countryCode: '61' },
        lockIds: [3],
        remoteEnable: false,
        createUser: true,
      }),
    ).toEqual({
      receiverUsername: 'ann@example.com',
      countryCode: undefined,
      lockIds: [3],
      remoteEnable: 2,
      createUser: 1,
    });
  });
});

describe('authorize an admin: unregistered receiver', () => {
  it('asks the spec question when the call or every lock answers -4064', () => {
    expect(isUnregistered(apiError(UNREGISTERED_CODE))).toBe(true);
    expect(isUnregistered([result(1, UNREGISTERED_CODE), result(2, UNREGISTERED_CODE)])).toBe(true);
  });

  it('does not ask for other failures, a mixed answer or no answer', () => {
    expect(isUnregistered(apiError(-2018))).toBe(false);
    expect(isUnregistered(new Error('network'))).toBe(false);
    expect(isUnregistered([result(1, UNREGISTERED_CODE), result(2, 0)])).toBe(false);
    expect(isUnregistered([])).toBe(false);
  });

  it('splits the per-lock results into authorized and refused', () => {
    const { done, failed } = splitResults([result(1, 0), result(2, -2018), result(3, 0)]);
    expect(done.map((r) => r.lockId)).toEqual([1, 3]);
    expect(failed.map((r) => r.lockId)).toEqual([2]);
  });
});
