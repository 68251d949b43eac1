// A simulated gateway: activates over HTTP with a pairing code, then speaks only docs/protocol.md over MQTT
// 3.1.1 — retained status with a last will, heartbeats, scans with RSSI, lock state, record upload with
// acknowledgement, signed commands and results, and the progress of an enrolment at a lock's sensor. Fault
// injection: drop, delay, reject, busy; offline; kill.
import mqtt, { type MqttClient } from 'mqtt';
import { DEVICE_CODE, EKEY_COMMANDS } from '@lockconsole/shared/devices/enums';
import { maskSecret, open, seal } from '@lockconsole/shared/devices/envelope';
import {
  ackBodySchema,
  commandBodySchema,
  initArgsSchema,
  remoteArgsSchema,
  type CommandBody,
  type ResultBody,
} from '@lockconsole/shared/devices/messages';
import { topicOf, type UpKind } from '@lockconsole/shared/devices/topics';
import type { SimLock } from './sim-lock';
import { activateGateway, publishOnce, type Credentials, type Fault } from './gateway-io';
import { runSettingCommand, SETTING_COMMANDS } from './sim-lock-commands';
import { PASSCODE_COMMANDS, runPasscodeCommand } from './sim-lock-passcodes';
import { runEkeyCommand } from './sim-lock-bluetooth';
import { CREDENTIAL_COMMANDS, runCredentialCommand } from './sim-lock-credential-commands';
import { ACCESSORY_COMMANDS, runAccessoryCommand } from './sim-lock-accessories';
import { resultOfError, runEnrollCommand } from './sim-gateway-enrol';

export type { Credentials, Fault };

export type SimGatewayOptions = {
  mac: string;
  version?: 1 | 2 | 3 | 4;
  networkName?: string;
  firmware?: string;
  /** Scan (nearby locks, and re-upload of unacknowledged records) every this many ms. */
  scanMs?: number;
  reconnectMs?: number;
  credentials?: Credentials;
};

export class SimGateway {
  readonly mac: string;
  readonly version: 1 | 2 | 3 | 4;
  readonly networkName: string;
  readonly firmware: string;
  credentials?: Credentials;
  fault: Fault = { kind: 'none' };
  /** Results published, by request id (tests). */
  readonly answered = new Map<string, ResultBody>();
  private readonly locks = new Map<string, { lock: SimLock; rssi: number; off: () => void }>();
  private client?: MqttClient;
  private timers: NodeJS.Timeout[] = [];
  private readonly scanMs: number;
  private readonly reconnectMs: number;
  private started = Date.now();
  /** Highest seq sent per lock and not yet acknowledged; re-sent on the next scan if the ack does not come. */
  private readonly sentUpTo = new Map<string, number>();
  private readonly uploadTimers = new Map<string, NodeJS.Timeout>();
  private readonly lastState = new Map<string, string>();

  constructor(o: SimGatewayOptions) {
    this.mac = o.mac.toUpperCase();
    this.version = o.version ?? 2;
    this.networkName = o.networkName ?? 'home-wifi';
    this.firmware = o.firmware ?? '1.4.2';
    this.scanMs = o.scanMs ?? 30_000;
    this.reconnectMs = o.reconnectMs ?? 1000;
    this.credentials = o.credentials;
  }

  get gatewayId() {
    return this.credentials?.gatewayId;
  }
  get connected() {
    return this.client?.connected ?? false;
  }

  /**
   * POST /api/gateway/activate with a one-time pairing code (docs/protocol.md §Activation). A gateway that was
   * activated before proves it holds its key, so it may move to the account of the new code.
   */
  async activate(serverUrl: string, pairingCode: string): Promise<Credentials> {
    this.credentials = await activateGateway(serverUrl, pairingCode, this, this.credentials?.key);
    return this.credentials;
  }

  // ---- the Bluetooth neighbourhood ----

  addLock(lock: SimLock, rssi: number) {
    const onChange = () => void this.publishLock(lock);
    lock.on('record', onChange);
    lock.on('state', onChange);
    lock.hearers.set(this, rssi);
    this.locks.set(lock.mac, { lock, rssi, off: () => (lock.off('record', onChange), lock.off('state', onChange)) });
  }

  removeLock(mac: string) {
    this.locks.get(mac)?.lock.hearers.delete(this);
    this.locks.get(mac)?.off();
    this.locks.delete(mac);
  }

  lock(mac: string) {
    return this.locks.get(mac.toUpperCase())?.lock;
  }
  lockList() {
    return [...this.locks.values()].map((l) => ({ lock: l.lock, rssi: l.rssi }));
  }

  // ---- MQTT ----

  private send(kind: UpKind, body: unknown, retain = false) {
    const c = this.credentials!;
    const topic = topicOf(c.gatewayId, kind);
    return new Promise<void>((resolve) => {
      if (!this.client?.connected) return resolve();
      this.client.publish(topic, seal(c.key, topic, body), { qos: 1, retain }, () => resolve());
    });
  }

  /** Connects with the activation credentials; resolves on the first CONNACK. */
  connect(): Promise<void> {
    const c = this.credentials;
    if (!c) throw new Error('not activated');
    const statusTopic = topicOf(c.gatewayId, 'status');
    this.started = Date.now();
    const client = mqtt.connect(c.mqtt.url, {
      protocolVersion: 4,
      clientId: c.mqtt.clientId,
      username: c.mqtt.username,
      password: c.mqtt.password,
      clean: true,
      keepalive: Math.max(2, Math.round(c.heartbeatInterval / 1000)),
      reconnectPeriod: this.reconnectMs,
      will: {
        topic: statusTopic,
        payload: Buffer.from(seal(c.key, statusTopic, { online: false, ts: Date.now() })),
        qos: 1,
        retain: true,
      },
    });
    this.client = client;
    client.on('connect', () => {
      // Latency first (no Nagle delay on small packets).
      (client as unknown as { stream?: { setNoDelay?: (v: boolean) => void } }).stream?.setNoDelay?.(true);
      client.subscribe([topicOf(c.gatewayId, 'cmd'), topicOf(c.gatewayId, 'ack')], { qos: 1 });
      void this.send(
        'status',
        { online: true, ts: Date.now(), version: this.version, networkName: this.networkName, firmware: this.firmware },
        true,
      ).then(() => this.scan());
    });
    client.on('message', (topic, payload) => void this.onMessage(topic, payload.toString('utf8')));
    client.on('error', () => {});
    this.timers.push(
      setInterval(
        () => void this.send('heartbeat', { ts: Date.now(), uptime: (Date.now() - this.started) / 1000 }),
        c.heartbeatInterval,
      ),
      setInterval(() => void this.scan(), this.scanMs),
    );
    return new Promise((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('error', reject);
    });
  }

  /** Reports nearby locks with RSSI and re-uploads whatever the server has not acknowledged. */
  async scan() {
    const locks = [...this.locks.values()]
      .filter((l) => !l.lock.outOfRange)
      .map((l) => ({
        mac: l.lock.mac,
        rssi: l.rssi,
        initialized: l.lock.initialized,
        name: l.lock.name,
        model: l.lock.model,
      }));
    await this.send('scan', { ts: Date.now(), locks });
    for (const { lock } of this.locks.values()) {
      if (!lock.outOfRange && lock.initialized && lock.reportsThrough(this)) await this.uploadRecords(lock, true);
    }
  }

  private async publishLock(lock: SimLock) {
    if (lock.outOfRange || !lock.initialized || !lock.reportsThrough(this)) return;
    // What happens in a burst travels together: one state (if it changed) and one records message per 50 ms.
    if (this.uploadTimers.has(lock.mac)) return;
    const t = setTimeout(() => {
      this.uploadTimers.delete(lock.mac);
      void this.flushLock(lock);
    }, 50);
    this.uploadTimers.set(lock.mac, t);
  }

  private async flushLock(lock: SimLock) {
    const state = `${lock.lockStatus}/${lock.battery}/${lock.doorOpen}`;
    if (this.lastState.get(lock.mac) !== state) {
      this.lastState.set(lock.mac, state);
      await this.send('state', {
        ts: Date.now(),
        mac: lock.mac,
        lockStatus: lock.lockStatus,
        battery: lock.battery,
        ...(lock.doorSensor ? { doorOpen: lock.doorOpen } : {}),
      });
    }
    await this.uploadRecords(lock);
  }

  /** Uploads unacknowledged records, 100 per message; `again` also re-sends those already sent. */
  async uploadRecords(lock: SimLock, again = false) {
    const from = again ? lock.uploadedSeq : Math.max(lock.uploadedSeq, this.sentUpTo.get(lock.mac) ?? 0);
    let pending = lock.pendingRecords(500).filter((r) => r.seq > from);
    while (pending.length) {
      const batch = pending.slice(0, 100);
      pending = pending.slice(100);
      this.sentUpTo.set(lock.mac, batch[batch.length - 1]!.seq);
      await this.send('records', { mac: lock.mac, records: batch });
    }
  }

  /** Sends records again that the server already has (duplicate delivery). */
  async redeliver(mac: string, count = 10) {
    const lock = this.lock(mac);
    if (!lock) return;
    const records = lock.bufferedRecords().slice(-count);
    if (records.length) await this.send('records', { mac: lock.mac, records });
  }

  private async onMessage(topic: string, text: string) {
    const c = this.credentials!;
    const opened = open(c.key, topic, text);
    if (!opened.ok) return; // not from our server: ignore
    if (topic === topicOf(c.gatewayId, 'ack')) {
      const ack = ackBodySchema.safeParse(opened.body);
      if (ack.success) this.lock(ack.data.mac)?.acknowledge(ack.data.seq);
      return;
    }
    const cmd = commandBodySchema.safeParse(opened.body);
    if (!cmd.success) return;
    const f = this.fault;
    if (f.kind === 'drop') return;
    if (f.kind === 'delay') await new Promise((r) => setTimeout(r, f.ms));
    const result = await this.execute(cmd.data);
    if (result) await this.answer(result);
  }

  /** The command's result; undefined when it is answered later (an enrolment waiting for a person). */
  private async execute(cmd: CommandBody): Promise<ResultBody | undefined> {
    const base = { reqId: cmd.reqId };
    if (this.fault.kind === 'reject')
      return { ...base, ok: false, code: DEVICE_CODE.rejected, reason: 'rejected (fault injection)' };
    if (this.fault.kind === 'busy')
      return { ...base, ok: false, code: DEVICE_CODE.gatewayBusy, reason: 'gateway busy' };
    const lock = this.lock(cmd.mac);
    if (!lock || lock.outOfRange || lock.unresponsive)
      return { ...base, ok: false, code: DEVICE_CODE.lockOffline, reason: 'lock not in range or not responding' };
    try {
      if (cmd.cmd === 'lock.init') {
        const raw = initArgsSchema.parse(cmd.args);
        const args = { ...raw, secret: maskSecret(this.credentials!.key, cmd.reqId, raw.secret) };
        return { ...base, ok: true, code: 0, data: lock.init(args) };
      }
      if ((SETTING_COMMANDS as readonly string[]).includes(cmd.cmd)) {
        return { ...base, ok: true, code: 0, data: runSettingCommand(lock, cmd.cmd, cmd.args) };
      }
      if ((PASSCODE_COMMANDS as readonly string[]).includes(cmd.cmd)) {
        return { ...base, ok: true, code: 0, data: runPasscodeCommand(lock, cmd.cmd, cmd.args) };
      }
      if (cmd.cmd === 'credential.enroll') {
        return runEnrollCommand(lock, cmd, {
          progress: (body) => void this.send('progress', body),
          answer: (r) => void this.answer(r),
        });
      }
      if ((CREDENTIAL_COMMANDS as readonly string[]).includes(cmd.cmd)) {
        return { ...base, ok: true, code: 0, data: runCredentialCommand(lock, cmd.cmd, cmd.args) };
      }
      if ((ACCESSORY_COMMANDS as readonly string[]).includes(cmd.cmd)) {
        return { ...base, ok: true, code: 0, data: runAccessoryCommand(lock, cmd.cmd, cmd.args) };
      }
      if ((EKEY_COMMANDS as readonly string[]).includes(cmd.cmd)) {
        lock.checkIdle();
        return { ...base, ok: true, code: 0, data: runEkeyCommand(lock, cmd.cmd, cmd.args) };
      }
      const args = remoteArgsSchema.parse(cmd.args);
      const data =
        cmd.cmd === 'lock.unlock'
          ? lock.remoteUnlock(args.operator, args.keyId)
          : cmd.cmd === 'lock.raise' || cmd.cmd === 'lock.lower'
            ? lock.remoteBarrier(cmd.cmd === 'lock.raise', args.operator, args.keyId)
            : lock.remoteLock(args.operator);
      return { ...base, ok: true, code: 0, data };
    } catch (e) {
      return resultOfError(cmd.reqId, e);
    }
  }

  private async answer(r: ResultBody) {
    this.answered.set(r.reqId, r);
    await this.send('result', r);
  }

  /** Publishes one raw payload with this gateway's credentials on its own short-lived connection (tests). */
  publishRaw(topic: string, payload: string) {
    return publishOnce(this.credentials!, topic, payload);
  }

  private stopTimers() {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    for (const t of this.uploadTimers.values()) clearTimeout(t);
    this.uploadTimers.clear();
  }

  /** Clean shutdown: retained offline status, then DISCONNECT (no last will). */
  async disconnect() {
    // Whatever the locks did in the last moments still goes out before the goodbye.
    const due = [...this.uploadTimers.keys()];
    for (const mac of due) {
      const lock = this.lock(mac);
      if (lock && this.client?.connected) await this.flushLock(lock);
    }
    this.stopTimers();
    if (this.client?.connected) await this.send('status', { online: false, ts: Date.now() }, true);
    await new Promise<void>((r) => (this.client ? this.client.end(false, {}, () => r()) : r()));
    this.client = undefined;
  }

  /** Power cut: the socket just dies; the broker publishes the last will. */
  kill() {
    this.stopTimers();
    const c = this.client;
    this.client = undefined;
    if (!c) return;
    (c as unknown as { stream?: { destroy: () => void } }).stream?.destroy();
    c.end(true);
  }

  close() {
    this.kill();
    for (const l of this.locks.values()) {
      l.lock.hearers.delete(this);
      l.off();
    }
  }
}
