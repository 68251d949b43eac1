// Desk fingerprint readers end to end (issue 15 item 1b, docs/fingerprint-reader.md): the page's reader client
// (apps/web features/fingerprints/reader) against the simulated bridges of both makers (packages/simulator), over
// real loopback WebSockets (the `ws` package stands in for the browser's WebSocket). Here because the web app may
// not import the simulator and the packages may not import the apps. One interface, two languages: the same steps,
// a template of the finger that was pressed which a simulated lock accepts, and every failure as the spec's message.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { encodeLockSecret } from '@lockconsole/lockcore/secret';
import { decodeSft1 } from '@lockconsole/shared/biometric/reader-protocol';
import { fingerSignature, SimFingerprintReader } from '@lockconsole/simulator/sim-fingerprint-reader';
import { SimLock } from '@lockconsole/simulator/sim-lock';
import {
  openReader,
  ReaderError,
  type EnrolStep,
  type FingerprintReader,
  type OpenReaderOptions,
  type ReaderMaker,
} from '../apps/web/src/features/fingerprints/reader/openReader';

const WebSocketImpl = WebSocket;
const readers: SimFingerprintReader[] = [];
const pages: FingerprintReader[] = [];
afterEach(async () => {
  for (const p of pages.splice(0)) p.close();
  for (const r of readers.splice(0)) await r.close();
});

async function bridge(maker: ReaderMaker, o: ConstructorParameters<typeof SimFingerprintReader>[1] = {}) {
  const sim = new SimFingerprintReader(maker, o);
  readers.push(sim);
  return { sim, port: await sim.start(0) };
}

async function open(maker: ReaderMaker, port: number, o: Omit<OpenReaderOptions, 'port' | 'WebSocketImpl'> = {}) {
  const page = await openReader(maker, { port, WebSocketImpl, ...o });
  pages.push(page);
  return page;
}

const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof ReaderError ? e.code : String(e)),
  );

/** Enrols with the person pressing `presses` (finger, quality) one after another, each once the page shows a step. */
async function enrolWith(sim: SimFingerprintReader, page: FingerprintReader, presses: [string, number][]) {
  const steps: EnrolStep[] = [];
  const queue = [...presses];
  const result = await page.enrol({
    onStep: (s) => {
      steps.push(s);
      const next = queue.shift();
      if (next && s.hint !== 'done') setTimeout(() => sim.press(...next), 1);
    },
  });
  return { result, steps };
}

function lockTakes(template: string) {
  const lock = new SimLock({ mac: 'C0:00:00:00:FD:02' });
  lock.init({ lockId: 8, secret: encodeLockSecret(new Uint8Array(32)), adminUid: 9, time: 0, timezoneRawOffset: 0 });
  return lock.enroll({ kind: 'fingerprint', credentialId: 5, startDate: 0, endDate: 0, template }, () => {});
}

describe('the page’s fingerprint reader against the simulated bridges', () => {
  it('maker 1: 3 good presses (a poor one and another finger do not count) give the finger’s template', async () => {
    const { sim, port } = await bridge(1);
    const page = await open(1, port);
    expect(page.info).toMatchObject({ version: '2.4.0', model: 'SIM-FP-100' });
    const { result, steps } = await enrolWith(sim, page, [
      ['alice', 90],
      ['alice', 35],
      ['bob', 90],
      ['alice', 70],
      ['alice', 80],
    ]);
    expect(steps.map((s) => `${s.done}/${s.total} ${s.hint}`)).toEqual([
      '0/3 press',
      '1/3 lift',
      '1/3 poor',
      '1/3 poor',
      '2/3 lift',
      '3/3 done',
    ]);
    expect(result.maker).toBe(1);
    expect(decodeSft1(result.template)).toEqual({ maker: 1, signature: fingerSignature('alice'), quality: 80 });
    expect(result.quality).toBe(80);
    expect(lockTakes(result.template)).toEqual({ number: '1' });
  });

  it('maker 2: 4 presses through its text frames; the same finger gives the same signature on either maker', async () => {
    const { sim, port } = await bridge(2);
    const page = await open(2, port);
    const { result, steps } = await enrolWith(sim, page, [
      ['alice', 55],
      ['alice', 49],
      ['alice', 65],
      ['alice', 75],
      ['alice', 85],
    ]);
    expect(steps.map((s) => `${s.done}/${s.total} ${s.quality} ${s.hint}`)).toEqual([
      '0/4 null press',
      '1/4 55 lift',
      '1/4 49 poor',
      '2/4 65 lift',
      '3/4 75 lift',
      '4/4 85 done',
    ]);
    expect(result).toMatchObject({ maker: 2, quality: 70 });
    expect(decodeSft1(result.template)?.signature).toBe(fingerSignature('alice'));
    expect(lockTakes(result.template)).toEqual({ number: '1' });
    // A second enrolment on the same connection.
    const again = await enrolWith(sim, page, [
      ['bob', 90],
      ['bob', 90],
      ['bob', 90],
      ['bob', 90],
    ]);
    expect(decodeSft1(again.result.template)?.signature).toBe(fingerSignature('bob'));
  });

  for (const maker of [1, 2] as const) {
    it(`maker ${maker}: driver not found, version too low, device not found, occupied`, async () => {
      const gone = await bridge(maker);
      await gone.sim.close();
      expect(await code(open(maker, gone.port))).toBe('driverNotFound');

      const old = await bridge(maker, { version: maker === 1 ? '1.9.0' : '2.9.9' });
      expect(await code(open(maker, old.port))).toBe('versionTooLow');

      const { sim, port } = await bridge(maker, { connected: false });
      expect(await code(open(maker, port))).toBe('deviceNotFound');
      sim.plug(true);
      const first = await open(maker, port);
      expect(await code(open(maker, port))).toBe('occupied');
      first.close();
      await new Promise((r) => setTimeout(r, 30));
      await open(maker, port); // the reader is free again
    });

    it(`maker ${maker}: unplugged mid-enrolment, nobody pressing, a failed capture, cancel`, async () => {
      const { sim, port } = await bridge(maker, { pressTimeoutMs: 80 });
      const statuses: string[] = [];
      const page = await open(maker, port, { onStatus: (s) => statuses.push(s) });

      const pressOnce = (s: EnrolStep) => void (s.hint === 'press' && setTimeout(() => sim.press('carol'), 1));
      const pulled = page.enrol({ onStep: (s) => (pressOnce(s), s.done === 1 && sim.plug(false)) });
      expect(await code(pulled)).toBe('deviceNotFound');
      await new Promise((r) => setTimeout(r, 10));
      expect(statuses).toEqual(['unplugged']);
      sim.plug(true);

      expect(await code(page.enrol())).toBe('timeout');

      sim.device.failNextCapture = true;
      expect(await code(page.enrol({ onStep: pressOnce }))).toBe('collectionFailed');

      const cancelled = page.enrol({ onStep: () => setTimeout(() => page.cancel(), 1) });
      expect(await code(cancelled)).toBe('cancelled');
      await new Promise((r) => setTimeout(r, 20));
      expect(sim.enrolling).toBeUndefined(); // the bridge heard the cancel
      expect(sim.press('carol')).toBe('idle');

      await sim.close();
      await new Promise((r) => setTimeout(r, 20));
      expect(statuses.at(-1)).toBe('closed');
      expect(await code(page.enrol())).toBe('connectionFailed');
    });
  }
});
