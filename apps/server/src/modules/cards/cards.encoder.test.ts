// The card encoder end to end (docs/card-encoder.md): a client speaking the bridge protocol to the simulated encoder
// reads the card on the reader, the server seals the data for a lock, the encoder writes it, and the simulated lock
// accepts the card offline (no gateway involved) — only that lock, only that card. Deleting it puts the number on the
// lock's blacklist through the gateway, after which the lock refuses it and records the attempt. One page at a time
// holds the encoder; the driver's errors arrive as codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { CardItem } from '@lockconsole/shared/card/card';
import type { CardPage } from '@lockconsole/shared/card/list';
import type { EncodeCardResult } from '@lockconsole/shared/card/encode';
import { ENCODER_PATH, type EncoderEvent, type EncoderResponse } from '@lockconsole/shared/card/encoder-protocol';
import { SimEncoder } from '@lockconsole/simulator/sim-encoder';
import { SimGateway } from '@lockconsole/simulator/sim-gateway';
import { SimLock } from '@lockconsole/simulator/sim-lock';
import { eventually, startDeviceStack, type DeviceStack, type Envelope } from '../../test/devices/device-stack';

/** A page's connection to the bridge: events as they come, commands answered in order. */
async function connect(port: number) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${ENCODER_PATH}`);
  const events: EncoderEvent[] = [];
  const waiting = new Map<number, (r: EncoderResponse) => void>();
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as EncoderEvent | EncoderResponse;
    if ('event' in m) events.push(m);
    else waiting.get(m.id)?.(m);
  });
  await new Promise((r, j) => ws.once('open', r).once('error', j));
  let id = 0;
  const cmd = (c: string, args?: Record<string, unknown>) =>
    new Promise<EncoderResponse>((resolve) => {
      const n = ++id;
      waiting.set(n, resolve);
      ws.send(JSON.stringify({ id: n, cmd: c, args }));
    });
  return { ws, events, cmd };
}

describe('the card encoder: cards that carry their permission', () => {
  let s: DeviceStack;
  let owner: { userId: number; token: string };
  let lockA: number;
  const gw = new SimGateway({ mac: 'AA:15:00:00:00:01', version: 2, scanMs: 300 });
  const simA = new SimLock({ mac: 'C1:50:00:00:00:01' });
  const simB = new SimLock({ mac: 'C1:51:00:00:00:01' });
  const encoder = new SimEncoder();
  let port: number;

  beforeAll(async () => {
    s = await startDeviceStack({ broker: 'embedded' });
    owner = await s.user();
    gw.addLock(simA, -60);
    gw.addLock(simB, -61);
    await s.pairGateway(owner.token, gw);
    lockA = await s.addLock(owner.token, simA.mac, { lockAlias: 'Room 1201' });
    await s.addLock(owner.token, simB.mac, { lockAlias: 'Room 1202' });
    port = await encoder.start();
  });
  afterAll(async () => {
    simA.close();
    simB.close();
    await encoder.close();
    await s?.close();
  });

  const call = <T>(method: 'GET' | 'POST', path: string, p: Record<string, string | number>) =>
    s.call<T>(method, path, p, owner.token);
  const ok = <T>(r: Envelope<T>) => {
    expect(r.errorCode, r.errorMsg).toBe(0);
    return r.data;
  };
  const card = async (cardId: number) =>
    ok(await call<CardPage>('GET', '/card/list', { lockId: lockA })).list.find((c) => c.cardId === cardId);

  it('read, seal, write: the lock opens with the card offline; only that lock, only that card', async () => {
    const page = await connect(port);
    await eventually(async () => page.events.some((e) => e.event === 'hello'), 2000, 'hello');
    expect(page.events[0]).toMatchObject({ event: 'hello', version: '1.3.0', device: { connected: true } });
    // A second page cannot take the encoder while this one holds it.
    const other = await connect(port);
    await eventually(async () => other.events.some((e) => e.event === 'occupied'), 2000, 'occupied');

    expect(await page.cmd('readCard')).toMatchObject({ ok: false, error: 'noCard' });
    encoder.placeCard('2024000001');
    const read = await page.cmd('readCard');
    expect(read).toMatchObject({ ok: true, data: { cardNumber: '2024000001', cardData: null } });

    const end = Date.now() + 2 * 86_400_000;
    const made = ok(
      await call<EncodeCardResult>('POST', '/card/encode', {
        lockId: lockA,
        cardNumber: '2024000001',
        cardName: 'Guest 1201',
        building: 1,
        floor: 12,
        validityType: 2,
        endDate: end,
      }),
    );
    expect(made.card).toMatchObject({
      cardNumber: '2024000001',
      status: 1,
      writtenByEncoder: true,
      cardType: 2,
      endDate: end,
    });
    expect(await page.cmd('writeCard', { cardNumber: '2024000001', cardData: made.cardData })).toMatchObject({
      ok: true,
    });
    expect((await page.cmd('readCard')).data).toMatchObject({ cardData: made.cardData });
    page.ws.close();

    // The gateway is not needed for the lock to accept it.
    gw.kill();
    const physical = encoder.takeCard()!;
    expect(simA.presentCard(physical.cardNumber, physical.cardData)).toBe(true);
    expect(simB.presentCard(physical.cardNumber, physical.cardData)).toBe(false);
    // The same data copied onto another card is refused.
    expect(simA.presentCard('2024000002', physical.cardData)).toBe(false);
    // The server hears the gateway gone (its will) before it comes back: otherwise "online" may still be the state
    // from before the kill, and the late "offline" ends the delete below (the flake of CI on f708a12).
    await s.gatewayOnline(gw, false);
    await gw.connect();
    await s.gatewayOnline(gw, true);

    // Its period lives on the card: changing it means writing it again.
    const change = await call('POST', '/card/changePeriod', {
      lockId: lockA,
      cardId: made.card.cardId,
      validityType: 1,
    });
    expect(change.errorCode).toBe(10818);
    // Deleted: the number goes on the lock's blacklist; the lock refuses the card from then on.
    const del = ok(await call<CardItem>('POST', '/card/delete', { lockId: lockA, cardId: made.card.cardId }));
    expect([15, 12]).toContain(del.status);
    await eventually(async () => (await card(made.card.cardId))?.status === 12, 15_000, 'blacklisted');
    expect(simA.presentCard(physical.cardNumber, physical.cardData)).toBe(false);
    ok(await call('POST', '/card/delete', { lockId: lockA, cardId: made.card.cardId }));
    expect(await card(made.card.cardId)).toBeUndefined();
  });

  it('the driver’s errors: encoder unplugged, a card that is not an IC card, a card taken away mid-write', async () => {
    const page = await connect(port);
    encoder.plug(false);
    encoder.placeCard('2024000009');
    expect(await page.cmd('readCard')).toMatchObject({ ok: false, error: 'deviceNotFound' });
    encoder.plug(true);
    encoder.failNextWrite = 'cardRemoved';
    expect(await page.cmd('writeCard', { cardNumber: '2024000009', cardData: 'ab'.repeat(23) })).toMatchObject({
      ok: false,
      error: 'cardRemoved',
    });
    encoder.placeCard('990001', { ic: false });
    expect(await page.cmd('readCard')).toMatchObject({ ok: false, error: 'notIcCard' });
    expect(await page.cmd('nonsense')).toMatchObject({ ok: false, error: 'badRequest' });
    page.ws.close();
  });
});
