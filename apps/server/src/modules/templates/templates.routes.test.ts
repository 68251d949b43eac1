// Message templates (issue 19): every rule of spec §5 answered per field in the caller's language, names unique per
// account and type, another account's templates out of reach, premium needed to keep and to use them; and a passcode
// shared with a template arrives in the template's words, placeholders filled, in the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import { TEMPLATES_PER_ACCOUNT } from '@lockconsole/shared/template/template';
import type { Template } from '@lockconsole/shared/template/template';
import { createTestApp, type TestApp } from '../../test/harness';
import { fieldsOf, ok } from '../../test/answers';
import { createUserWithSession, givePremium, giveUnits } from '../../test/factories';
import { giveKey } from '../locks/locks.test-kit';
import { makePasscodeLock } from '../passcodes/passcodes.test-kit';
import { ekeyLock, lockKeys } from '../ekeys/ekeys.test-kit';

type User = { userId: number; token: string };

let t: TestApp;
let owner: User;
let other: User;

beforeAll(async () => {
  t = await createTestApp({ start: new Date('2026-07-01T10:00:00Z') });
  owner = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Olga' });
  other = await createUserWithSession(t.db, t.services.sessions);
  for (const u of [owner, other]) {
    await givePremium(t.db, u.userId, t.clock.now());
    await giveUnits(t.db, u.userId, SERVICE_TYPE.email, 10);
    await giveUnits(t.db, u.userId, SERVICE_TYPE.sms, 10);
  }
});
afterAll(async () => {
  await t?.close();
});

const post = <T = unknown>(path: string, p: Record<string, string | number | boolean>, who = owner, lang = 'en') =>
  t.post<T>(path, p, { token: who.token, lang });
const list = async (templateType: number, who = owner, openMethod?: number) =>
  ok(
    await t.get<{ list: Template[]; total: number }>(
      '/template/list',
      { templateType, ...(openMethod ? { openMethod } : {}) },
      { token: who.token },
    ),
  );

const passcodeSms = {
  name: 'Guests',
  templateType: 1,
  openMethod: 2,
  startText: 'Welcome!',
  content: 'Your room {room}: passcode {passcode}, valid {time}.',
  endText: 'Front desk 555-0100',
  external: true,
};

describe('keeping templates', () => {
  it('creates, lists by type and open method, changes and deletes the caller’s own', async () => {
    const { templateId } = ok(await post<{ templateId: number }>('/template/add', passcodeSms));
    const ekeyMail = ok(
      await post<{ templateId: number }>('/template/add', {
        name: 'Keys',
        templateType: 2,
        openMethod: 1,
        content: 'Your key for {room}. Get the app: {appLink}',
        external: false,
      }),
    );
    expect((await list(1)).list).toEqual([
      expect.objectContaining({ templateId, name: 'Guests', openMethod: 2, startText: 'Welcome!', external: true }),
    ]);
    expect((await list(2)).list.map((x) => x.templateId)).toEqual([ekeyMail.templateId]);
    expect((await list(2, owner, 2)).total).toBe(0);

    ok(await post('/template/update', { ...passcodeSms, templateId, name: 'Guests (summer)', external: false }));
    expect((await list(1)).list[0]).toMatchObject({ name: 'Guests (summer)', external: false });
    ok(await post('/template/delete', { templateId: ekeyMail.templateId }));
    expect((await list(2)).total).toBe(0);
  });

  it('answers each broken rule on its field, in the caller’s language, and stores nothing', async () => {
    const before = (await list(1)).total;
    const noCode = fieldsOf(await post('/template/add', { ...passcodeSms, name: 'x', content: 'Room {room}' }));
    expect(noCode).toEqual([{ field: 'content', message: 'This kind of message must contain {passcode}' }]);
    const bad = fieldsOf(
      await post('/template/add', {
        ...passcodeSms,
        name: 'y',
        startText: 'Hi <b>',
        content: 'Room {room} code {passcode} {appLink} {guest}',
        endText: 'Bye 🙂',
      }),
    );
    expect(bad).toEqual([
      { field: 'startText', message: 'Special characters are not allowed: <' },
      { field: 'content', message: '{appLink} cannot be used in this kind of message' },
      { field: 'content', message: 'Unknown placeholder {guest}. Use the ones listed' },
      { field: 'endText', message: 'Special characters are not allowed: 🙂' },
    ]);
    const long = fieldsOf(
      await post('/template/add', { ...passcodeSms, name: 'z', content: `{room} {passcode} ${'a'.repeat(1000)}` }),
    );
    expect(long).toEqual([{ field: 'content', message: 'At most 1000 characters' }]);
    expect(fieldsOf(await post('/template/add', { ...passcodeSms, name: '' }))[0]!.field).toBe('name');
    const de = fieldsOf(
      await post('/template/add', { ...passcodeSms, name: 'x', content: 'Raum {room}' }, owner, 'de'),
    );
    expect(de[0]!.message).toBe('Diese Art von Nachricht muss {passcode} enthalten');
    // An open method that is no open method is its field's error, not a service error (the fuzz found a 500).
    for (const openMethod of ['9007199254740993', '7'])
      expect(fieldsOf(await post('/template/add', { ...passcodeSms, name: 'm', openMethod }))[0]!.field).toBe(
        'openMethod',
      );
    expect((await list(1)).total).toBe(before);
  });

  it('names are unique per account and type; at most the limit per account', async () => {
    const name = 'Unique';
    ok(await post('/template/add', { ...passcodeSms, name }));
    expect((await post('/template/add', { ...passcodeSms, name: 'unique' })).body).toMatchObject({
      errorCode: 10911,
      errorMsg: 'You already have a template with this name',
    });
    ok(await post('/template/add', { ...passcodeSms, name, templateType: 2 }));
    ok(await post('/template/add', { ...passcodeSms, name }, other));

    const filler = await createUserWithSession(t.db, t.services.sessions);
    await givePremium(t.db, filler.userId, t.clock.now());
    for (let i = 0; i < TEMPLATES_PER_ACCOUNT; i++)
      ok(await post('/template/add', { ...passcodeSms, name: `T${i}` }, filler));
    expect((await post('/template/add', { ...passcodeSms, name: 'One more' }, filler)).body).toMatchObject({
      errorCode: 10912,
      errorMsg: `You can keep at most ${TEMPLATES_PER_ACCOUNT} templates`,
    });
  });

  it('another account’s template is not found for change, delete or use, and never listed', async () => {
    const { templateId } = ok(await post<{ templateId: number }>('/template/add', { ...passcodeSms, name: 'Mine' }));
    for (const path of ['/template/update', '/template/delete']) {
      expect((await post(path, { ...passcodeSms, templateId }, other)).body.errorCode).toBe(10910);
    }
    expect((await list(1, other)).list.map((x) => x.templateId)).not.toContain(templateId);
    expect((await list(1)).list.map((x) => x.templateId)).toContain(templateId);
  });

  it('keeping templates is premium; deleting stays open when premium has ended', async () => {
    const lapsed = await createUserWithSession(t.db, t.services.sessions);
    expect((await post('/template/add', passcodeSms, lapsed)).body).toMatchObject({
      errorCode: 10897,
      errorMsg: expect.stringContaining('Message templates'),
    });
    await givePremium(t.db, lapsed.userId, t.clock.now());
    const { templateId } = ok(await post<{ templateId: number }>('/template/add', passcodeSms, lapsed));
    // The paid year began 400 days ago: it has ended.
    await givePremium(t.db, lapsed.userId, new Date(t.clock.now().getTime() - 400 * 86_400_000));
    expect((await post('/template/update', { ...passcodeSms, templateId }, lapsed)).body.errorCode).toBe(10897);
    ok(await post('/template/delete', { templateId }, lapsed));
  });
});

describe('sending a passcode with a template', () => {
  it('fills the placeholders, adds the start and end texts, and uses one unit', async () => {
    const lock = await makePasscodeLock(t.db, owner.userId, { tzOffsetMinutes: 120 });
    const p = ok(
      await post<{ keyboardPwdId: number; keyboardPwd: string }>('/keyboardPwd/get', {
        lockId: lock.id,
        keyboardPwdType: 2,
      }),
    );
    const sms = ok(await post<{ templateId: number }>('/template/add', { ...passcodeSms, name: 'Send SMS' }));
    ok(
      await post('/keyboardPwd/share', {
        lockId: lock.id,
        keyboardPwdId: p.keyboardPwdId,
        channel: 'sms',
        to: '0412 345 678',
        countryCode: '61',
        templateId: sms.templateId,
      }),
    );
    const [msg] = await t.outbox();
    const lines = msg!.body.split('\n');
    expect(lines[0]).toBe('Welcome!');
    expect(lines[1]).toMatch(
      new RegExp(`^Your room Lock \\d+: passcode ${p.keyboardPwd}, valid .+\\(UTC\\+02:00\\)\\.$`),
    );
    expect(lines[2]).toBe('Front desk 555-0100');
    expect(lines[3]).toMatch(/^Sent from /);
    const sent = (await t.outbox()).length;
    const uses = ok(
      await t.get<{ list: { serviceType: number; count: number }[] }>(
        '/service/listRecord',
        { kind: 2, serviceType: SERVICE_TYPE.sms },
        { token: owner.token },
      ),
    ).list;
    expect(uses).toEqual([expect.objectContaining({ serviceType: SERVICE_TYPE.sms, count: -1 })]);

    // An e-mail template does not carry an SMS; an ekey template does not carry a passcode.
    const mail = ok(
      await post<{ templateId: number }>('/template/add', { ...passcodeSms, name: 'Mail', templateType: 2 }),
    );
    const share = (templateId: number, who = owner) =>
      post(
        '/keyboardPwd/share',
        {
          lockId: lock.id,
          keyboardPwdId: p.keyboardPwdId,
          channel: 'sms',
          to: '0412 345 678',
          countryCode: '61',
          templateId,
        },
        who,
      );
    expect((await share(mail.templateId)).body).toMatchObject({
      errorCode: 10913,
      errorMsg: 'This template is for another channel or another kind of message',
    });
    const ekey = ok(
      await post<{ templateId: number }>('/template/add', {
        ...passcodeSms,
        name: 'Ekey',
        openMethod: 1,
        content: 'Key for {room}',
      }),
    );
    expect((await share(ekey.templateId)).body.errorCode).toBe(10913);
    // An authorized admin cannot use the owner's template: it is not theirs.
    await giveKey(t.db, lock.id, other.userId, { keyRight: 1 });
    expect((await share(sms.templateId, other)).body.errorCode).toBe(10910);
    expect(await t.outbox()).toHaveLength(sent);
  });
});

describe('sending an ekey with a template', () => {
  it('the key and a message in the template’s words; a template that does not fit stores no key', async () => {
    const lock = await ekeyLock(t, { ...owner, email: '' }, { alias: 'Beach house' });
    const receiver = await createUserWithSession(t.db, t.services.sessions);
    const tpl = ok(
      await post<{ templateId: number }>('/template/add', {
        name: 'Holiday key',
        templateType: 2,
        openMethod: 1,
        startText: 'Hello!',
        content: 'Your key for {room} is ready in the app.',
        external: false,
      }),
    );
    const send = (templateId: number, to = receiver.email) =>
      post<{ keyId: number }>('/key/send', {
        lockId: lock.id,
        receiverUsername: to,
        keyName: 'Guest',
        validityType: 1,
        templateId,
      });
    const before = (await t.outbox()).length;
    const { keyId } = ok(await send(tpl.templateId));
    const [mail] = await t.outbox();
    expect(mail).toMatchObject({ recipient: receiver.email });
    expect(mail!.body).toBe('Hello!\nYour key for Beach house is ready in the app.');
    expect((await lockKeys(t, { ...owner, email: '' }, lock.id)).map((k) => k.keyId)).toContain(keyId);
    const uses = ok(
      await t.get<{ list: { description: string }[] }>(
        '/service/listRecord',
        { kind: 2, serviceType: SERVICE_TYPE.email },
        { token: owner.token },
      ),
    ).list;
    expect(uses[0]!.description).toBe(`Ekey of Beach house sent to ${receiver.email} with a template`);

    // A passcode template does not carry an ekey: refused before any key is stored or message sent.
    const passcodeMail = ok(
      await post<{ templateId: number }>('/template/add', { ...passcodeSms, name: 'Codes by mail', templateType: 2 }),
    );
    const other2 = await createUserWithSession(t.db, t.services.sessions);
    expect((await send(passcodeMail.templateId, other2.email)).body.errorCode).toBe(10913);
    expect((await t.outbox()).length).toBe(before + 1);
    const keys = await lockKeys(t, { ...owner, email: '' }, lock.id);
    expect(keys.some((k) => k.keyId !== keyId && k.keyName === 'Guest')).toBe(false);
  });
});
