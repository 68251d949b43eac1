// Child process of bench/records.ts: the consoles and the gateways. Opens every account's event stream (GET
// /api/events, as a browser's EventSource does), then publishes signed record batches (100 records each) as the
// gateways would — each gateway its next batch once the server acknowledged the last —, and reports when the streams
// have heard every record (the `records` events' counts). Then delivers the same batches again and reports how many
// records the streams heard of them (none, when ingest is idempotent) once every one was acknowledged.
import http from 'node:http';
import mqtt from 'mqtt';
import { seal } from '../packages/shared/src/devices/envelope';
import { topicOf } from '../packages/shared/src/devices/topics';

type Job = {
  serverUrl: string;
  brokerUrl: string;
  tokens: string[];
  targets: { mac: string; gatewayId: number; key: string }[];
  perLock: number;
  firstSeq: number;
  lockTime: number;
  runId: string;
};

let heard = 0;
let onHeard = () => {};

function stream(serverUrl: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${serverUrl}/api/events`, { headers: { accesstoken: token } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`event stream: HTTP ${res.statusCode}`));
      res.setEncoding('utf8');
      let buf = '';
      let type = '';
      res.on('data', (chunk: string) => {
        buf += chunk;
        let nl: number;
        while ((nl = buf.indexOf('\n')) >= 0) {
          const line = buf.slice(0, nl);
          buf = buf.slice(nl + 1);
          if (line.startsWith('event: ')) type = line.slice(7);
          else if (line.startsWith('data: ') && type === 'records') {
            heard += (JSON.parse(line.slice(6)) as { count: number }).count;
            onHeard();
          } else if (line === '') type = '';
        }
      });
      resolve();
    });
    req.on('error', reject);
  });
}

/** Server acknowledgements heard, by gateway and lock: the highest seq acknowledged. */
const acked = new Map<string, number>();
const waiters = new Map<string, () => void>();

function onAck(topic: string, payload: Buffer) {
  const gatewayId = topic.split('/')[1];
  const { body } = JSON.parse(payload.toString()) as { body: { mac: string; seq: number } };
  const key = `${gatewayId}/${body.mac}`;
  acked.set(key, Math.max(acked.get(key) ?? 0, body.seq));
  waiters.get(key)?.();
}

/** Sends the batches; each gateway sends its next one once the server acknowledged the one before (as a gateway
 * does, and so no broker queue overflows). Resolves when every batch was acknowledged. */
async function deliver(client: mqtt.MqttClient, job: Job) {
  const byGateway = new Map<number, { topic: string; payload: string; key: string; seq: number }[]>();
  for (const t of job.targets) {
    for (let from = 0; from < job.perLock; from += 100) {
      const records = Array.from({ length: Math.min(100, job.perLock - from) }, (_, i) => ({
        seq: job.firstSeq + from + i,
        type: 4,
        success: (from + i) % 9 !== 0,
        lockTime: job.lockTime + from + i,
        credential: String(100000 + ((from + i) % 900000)),
        battery: 80,
      }));
      const topic = topicOf(t.gatewayId, 'records');
      const list = byGateway.get(t.gatewayId) ?? [];
      list.push({
        topic,
        payload: seal(t.key, topic, { mac: t.mac, records }),
        key: `${t.gatewayId}/${t.mac}`,
        seq: records.at(-1)!.seq,
      });
      byGateway.set(t.gatewayId, list);
    }
  }
  acked.clear();
  const t0 = performance.now();
  await Promise.all(
    [...byGateway.values()].map(async (batches) => {
      for (const b of batches) {
        const done = new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no acknowledgement for ${b.key} in 60 s`)), 60_000);
          waiters.set(b.key, () => {
            if ((acked.get(b.key) ?? 0) < b.seq) return;
            clearTimeout(timer);
            waiters.delete(b.key);
            resolve();
          });
        });
        await client.publishAsync(b.topic, b.payload, { qos: 1 });
        await done;
      }
    }),
  );
  return { t0, ms: performance.now() - t0 };
}

process.on('message', (job: Job) => {
  void (async () => {
    for (const token of job.tokens) await stream(job.serverUrl, token);
    await new Promise((r) => setTimeout(r, 500));
    const client = await mqtt.connectAsync(job.brokerUrl, {
      clientId: `bench-gateways-${job.runId}`,
      protocolVersion: 4,
      reconnectPeriod: 0,
    });
    client.on('message', onAck);
    await client.subscribeAsync([...new Set(job.targets.map((t) => topicOf(t.gatewayId, 'ack')))], { qos: 1 });
    const total = job.targets.length * job.perLock;

    const all = new Promise<void>((resolve) => {
      onHeard = () => heard >= total && resolve();
    });
    const first = await deliver(client, job);
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 120_000));
    if ((await Promise.race([all, timeout])) === 'timeout') throw new Error(`heard ${heard} of ${total} records`);
    const ms = performance.now() - first.t0;
    const heardFirst = heard;

    // The same batches again: the server acknowledges each (so the gateway stops sending) and stores nothing.
    await deliver(client, job);
    await new Promise((r) => setTimeout(r, 500));
    process.send!({ type: 'done', records: total, ms, heard: heardFirst, again: heard - heardFirst });
    await client.endAsync();
  })().catch((e: Error) => {
    process.send!({ type: 'error', message: e.stack ?? e.message });
  });
});
