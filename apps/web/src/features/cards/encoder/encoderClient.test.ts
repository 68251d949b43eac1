import { describe, expect, it } from 'vitest';
import { connectEncoder, EncoderFailure } from './encoderClient';

/** A scripted bridge: answers each command with `reply`, starts with `greeting`. */
function fakeSocket(greeting: object | null, reply: (cmd: { id: number; cmd: string }) => object | null) {
  return () => {
    const s = {
      readyState: 0 as WebSocket['readyState'],
      onopen: null as ((e: unknown) => void) | null,
      onmessage: null as ((e: { data: unknown }) => void) | null,
      onerror: null as ((e: unknown) => void) | null,
      onclose: null as ((e: unknown) => void) | null,
      send(raw: string) {
        const r = reply(JSON.parse(raw) as { id: number; cmd: string });
        if (r) queueMicrotask(() => s.onmessage?.({ data: JSON.stringify(r) }));
      },
      close() {
        s.readyState = 3;
        queueMicrotask(() => s.onclose?.({}));
      },
    };
    queueMicrotask(() => {
      if (!greeting) return s.onerror?.({});
      s.readyState = 1;
      s.onopen?.({});
      s.onmessage?.({ data: JSON.stringify(greeting) });
    });
    return s;
  };
}

const hello = (version: string) => ({ event: 'hello', name: 'bridge', version, device: { connected: true } });
const problem = (p: Promise<unknown>) =>
  p.then(
    () => 'none',
    (e: unknown) => (e instanceof EncoderFailure ? e.problem : String(e)),
  );

describe('the encoder client', () => {
  it('reads and writes through a bridge that says hello', async () => {
    const c = await connectEncoder({
      port: 1,
      socket: fakeSocket(hello('1.3.0'), (m) =>
        m.cmd === 'readCard'
          ? { id: m.id, ok: true, data: { cardNumber: '42', cardData: null } }
          : { id: m.id, ok: true, data: {} },
      ),
    });
    expect(await c.readCard()).toEqual({ cardNumber: '42', cardData: null });
    await c.writeCard('42', 'ab');
  });

  it('names each failure the way the spec’s driver messages do', async () => {
    expect(await problem(connectEncoder({ port: 1, socket: fakeSocket(null, () => null) }))).toBe('driverNotFound');
    expect(await problem(connectEncoder({ port: 1, socket: fakeSocket(hello('1.1.9'), () => null) }))).toBe(
      'versionTooLow',
    );
    expect(await problem(connectEncoder({ port: 1, socket: fakeSocket({ event: 'occupied' }, () => null) }))).toBe(
      'deviceOccupied',
    );
    const c = await connectEncoder({
      port: 1,
      timeoutMs: 20,
      socket: fakeSocket(hello('1.2.0'), (m) =>
        m.cmd === 'readCard' ? { id: m.id, ok: false, error: 'noCard' } : null,
      ),
    });
    expect(await problem(c.readCard())).toBe('noCard');
    expect(await problem(c.clearCard())).toBe('timeout');
  });
});
