// Maker 2's bridge program (docs/fingerprint-reader.md "Maker 2"), simulated: text frames "TYPE:NAME;KEY:VALUE".
// The bridge speaks first — `EVT:READY;VER:…;DEV:1` — and serves one page at a time (a second one gets `ERR:BUSY`
// and is closed). `CMD:ENROLL;ID:n` starts an enrolment whose frames all carry that ID; `CMD:ABORT;ID:n` ends it.
import type { WebSocket } from 'ws';
import {
  formatMaker2Frame,
  MAKER2_BUSY_CLOSE,
  maker2CommandSchema,
  parseMaker2Frame,
  type Maker2Error,
} from '@lockconsole/shared/biometric/reader-protocol';
import type { BridgeInfo, EnrolEnd, ReaderBridge, SimReaderDevice } from './sim-fingerprint-device';

const END: Record<Exclude<EnrolEnd, { ok: true }>['reason'], Maker2Error> = {
  unplugged: 'ERR:NODEV',
  timeout: 'ERR:TIMEOUT',
  captureFailed: 'ERR:CAPTURE',
};

export function maker2Bridge(device: SimReaderDevice, info: () => BridgeInfo): ReaderBridge {
  let holder: WebSocket | null = null;
  /** The ID of the enrolment under way (the page's). */
  let current: number | null = null;

  const send = (ws: WebSocket | null, head: string, fields: Record<string, string | number> = {}) => {
    if (ws && ws.readyState === ws.OPEN) ws.send(formatMaker2Frame(head, fields));
  };
  device.onPlug((connected) => send(holder, 'EVT:PLUG', { DEV: connected ? 1 : 0 }));

  function command(ws: WebSocket, raw: string) {
    const frame = parseMaker2Frame(raw);
    const c = frame && maker2CommandSchema.safeParse(frame);
    if (!c?.success) return send(ws, 'ERR:BADCMD');
    const { ID } = c.data;
    if (c.data.head === 'CMD:ABORT') {
      if (current === ID) {
        device.cancel();
        current = null;
      }
      return send(ws, 'OK:ABORT', { ID });
    }
    if (!device.connected) return send(ws, 'ERR:NODEV', { ID });
    const p = device.enrol({
      onPress: (x) => send(ws, x.counted ? 'EVT:PRESS' : 'EVT:WEAK', { ID, Q: x.quality, LEFT: x.remaining }),
      onEnd: (e) => {
        current = null;
        if (e.ok) send(ws, 'EVT:DONE', { ID, TPL: e.template });
        else send(ws, END[e.reason], { ID });
      },
    });
    if (!p) return send(ws, 'ERR:BUSY', { ID });
    current = ID;
    send(ws, 'OK:ENROLL', { ID, N: p.presses, MINQ: p.threshold, T: p.timeoutS });
  }

  return {
    accept(ws) {
      if (holder && holder.readyState === holder.OPEN) {
        send(ws, 'ERR:BUSY');
        ws.close(MAKER2_BUSY_CLOSE, 'busy');
        return;
      }
      holder = ws;
      const i = info();
      send(ws, 'EVT:READY', { VER: i.version, DEV: device.connected ? 1 : 0, MODEL: i.model });
      ws.on('message', (raw) => command(ws, String(raw)));
      ws.on('close', () => {
        if (holder !== ws) return;
        holder = null;
        if (current !== null) device.cancel();
        current = null;
      });
    },
  };
}
