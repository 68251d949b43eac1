import { describe, expect, it } from 'vitest';
import { classifyAnswer, classifyStatus } from './outcome';

const allow = { allowLogout: true };

describe('HTTP statuses (spec §8)', () => {
  it.each([
    [0, 'networkError', 'common.api.network'],
    [301, 'serverRedirect', 'common.api.redirect'],
    [302, 'serverRedirect', 'common.api.redirect'],
    [400, 'failed', 'common.api.badParameter'],
    [403, 'failed', 'common.api.rejected'],
    [408, 'failed', 'common.api.timeout'],
    [500, 'failed', 'common.api.serviceError'],
    [502, 'failed', 'common.api.serviceError'],
    [404, 'failed', 'common.api.serviceError'],
    [614, 'failed', 'common.api.uploadExists'],
  ])('%i → %s', (status, type, messageKey) => {
    expect(classifyStatus(status)).toMatchObject({ type, messageKey, status });
  });

  it('passes 2xx on to the body', () => {
    expect(classifyStatus(200)).toBeNull();
  });

  it('keeps the network detail and the status for the message', () => {
    expect(classifyStatus(0, 'Failed to fetch')?.params).toEqual({ detail: 'Failed to fetch' });
    expect(classifyStatus(400)?.params).toEqual({ status: 400 });
  });
});

describe('error codes (spec §8)', () => {
  it('0 is success with the data', () => {
    expect(classifyAnswer({ errorCode: 0, errorMsg: 'ok', data: { a: 1 } }, allow)).toMatchObject({
      type: 'success',
      data: { a: 1 },
    });
  });

  it.each([-4, -2000])('%i logs out when the caller allows it', (code) => {
    expect(classifyAnswer({ errorCode: code, errorMsg: 'x' }, allow)).toMatchObject({
      type: 'logout',
      messageKey: 'common.session.expired',
    });
  });

  it.each([-4, -2000])('%i is a failure with the server message otherwise', (code) => {
    expect(classifyAnswer({ errorCode: code, errorMsg: 'Not logged in' }, { allowLogout: false })).toMatchObject({
      type: 'failed',
      serverMessage: 'Not logged in',
    });
  });

  it('-2018 is "no property" (permission)', () => {
    expect(classifyAnswer({ errorCode: -2018, errorMsg: 'x' }, allow)).toMatchObject({
      type: 'noProperty',
      messageKey: 'common.api.noPermission',
    });
  });

  it('other codes fail with errorMsg, else description', () => {
    expect(classifyAnswer({ errorCode: 10007, errorMsg: 'Wrong account or password' }, allow)).toMatchObject({
      type: 'failed',
      code: 10007,
      serverMessage: 'Wrong account or password',
    });
    expect(classifyAnswer({ errorCode: 1, errorMsg: '', description: 'From description' }, allow).serverMessage).toBe(
      'From description',
    );
  });

  it('a missing code is a failure', () => {
    expect(classifyAnswer({ data: 1 }, allow).type).toBe('failed');
  });

  it('a missing answer is "the request list is empty"', () => {
    for (const body of [null, undefined, '']) {
      expect(classifyAnswer(body, allow)).toMatchObject({ type: 'noResponse', messageKey: 'common.api.emptyList' });
    }
  });
});

describe('array answers', () => {
  it('succeed only when non-empty and every item is ok', () => {
    const ok = { errorCode: 0, errorMsg: '', data: 1 };
    expect(classifyAnswer([ok, { ...ok, data: 2 }], allow)).toMatchObject({ type: 'success', data: [1, 2] });
    expect(classifyAnswer([], allow)).toMatchObject({ type: 'emptyResult', messageKey: 'common.api.emptyList' });
    expect(classifyAnswer([ok, { errorCode: 5, errorMsg: 'bad' }], allow)).toMatchObject({
      type: 'failed',
      serverMessage: 'bad',
    });
  });
});
