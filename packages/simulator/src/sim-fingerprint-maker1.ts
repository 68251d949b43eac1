// Maker 1's bridge program (docs/fingerprint-reader.md "Maker 1"), simulated: JSON like the established vendors'
// local services — `info` (the version handshake), `open` (claims the reader: a second page is told it is busy),
// `register` (an enrolment: `oncapture` per press, one `onenroll` at the end), `cancelregister`, `close`. Any number
// of pages may connect; only the one that opened the reader enrols with it.
import type { WebSocket } from 'ws';
import {
  MAKER1_CODE,
  maker1RequestSchema,
  type Maker1Event,
  type Maker1Request,
  type Maker1Response,
} from '@lockconsole/shared/biometric/reader-protocol';
import type { BridgeInfo, EnrolEnd, ReaderBridge, SimReaderDevice } from './sim-fingerprint-device';

const END: Record<Exclude<EnrolEnd, { ok: true }>['reason'], [number, string]> = {
  unplugged: [MAKER1_CODE.openFailed, 'device not found'],
  timeout: [MAKER1_CODE.timeout, 'timed out waiting for the finger'],
  captureFailed: [MAKER1_CODE.captureFailed, 'capture failed'],
};

export function maker1Bridge(device: SimReaderDevice, info: () => BridgeInfo): ReaderBridge {
  const pages = new Set<WebSocket>();
  /** The page that opened the reader. */
  let holder: WebSocket | null = null;

  const send = (ws: WebSocket, m: Maker1Response | Maker1Event) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(m));
  };
  device.onPlug((connected) => {
    for (const ws of pages) send(ws, { event: 'ondevice', connected });
  });

  function answer(ws: WebSocket, r: Maker1Request): Maker1Response {
    const fail = (code: number, msg: string): Maker1Response => ({ ret: r.req, code, msg });
    switch (r.req) {
      case 'info': {
        const i = info();
        return {
          ret: 'info',
          code: MAKER1_CODE.ok,
          name: i.name,
          version: i.version,
          device: { connected: device.connected, model: i.model, serial: i.serial },
        };
      }
      case 'open':
        if (!device.connected) return fail(MAKER1_CODE.openFailed, 'open failed: no reader');
        if (holder && holder !== ws) return fail(MAKER1_CODE.busy, 'device busy');
        holder = ws;
        return { ret: 'open', code: MAKER1_CODE.ok };
      case 'register': {
        if (holder !== ws) return fail(MAKER1_CODE.notOpen, 'device not open');
        if (!device.connected) return fail(MAKER1_CODE.openFailed, 'device not found');
        const p = device.enrol(
          {
            onPress: (c) => send(ws, { event: 'oncapture', quality: c.quality, remaining: c.remaining }),
            onEnd: (e) =>
              send(
                ws,
                e.ok
                  ? { event: 'onenroll', code: MAKER1_CODE.ok, template: e.template }
                  : { event: 'onenroll', code: END[e.reason][0], msg: END[e.reason][1] },
              ),
          },
          {
            ...(r.count !== undefined ? { presses: r.count } : {}),
            ...(r.threshold !== undefined ? { threshold: r.threshold } : {}),
            ...(r.timeout !== undefined ? { timeoutS: r.timeout } : {}),
          },
        );
        if (!p) return fail(MAKER1_CODE.notOpen, 'registration under way');
        return { ret: 'register', code: MAKER1_CODE.ok, count: p.presses, threshold: p.threshold, timeout: p.timeoutS };
      }
      case 'cancelregister':
        if (holder === ws) device.cancel();
        return { ret: 'cancelregister', code: MAKER1_CODE.ok };
      case 'close':
        release(ws);
        return { ret: 'close', code: MAKER1_CODE.ok };
    }
  }

  function release(ws: WebSocket) {
    if (holder !== ws) return;
    device.cancel();
    holder = null;
  }

  return {
    accept(ws) {
      pages.add(ws);
      ws.on('message', (raw) => {
        let msg: unknown;
        try {
          msg = JSON.parse(String(raw));
        } catch {
          msg = undefined;
        }
        const r = maker1RequestSchema.safeParse(msg);
        send(ws, r.success ? answer(ws, r.data) : { ret: 'error', code: MAKER1_CODE.badRequest, msg: 'bad request' });
      });
      ws.on('close', () => {
        pages.delete(ws);
        release(ws);
      });
    },
  };
}
