// Child process of bench/records.ts: the consoles and the gateways. Opens every account's event stream (GET
// /api/events, as a browser's EventSource does), then publishes signed record batches (100 records each) as the
// gateways would, and reports when the streams have heard every record (the `records` events' counts). Then delivers
// the same batches again and reports how many records the streams heard of them (none, when ingest is idempotent),
// once the server has acknowledged every batch of the second delivery.
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

async function deliver(client: mqtt.MqttClient, job: Job, acks: { n: number }) {
  const batches: { topic: string; payload: string }[] = [];
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
      batches.push({ topic, payload: seal(t.key, topic, { mac: t.mac, records }) });
    }
  }
  acks.n = 0;
  const t0 = performance.now();
  let i = 0;
  // 64 publishes in flight (QoS 1), as many gateways sending at once would.
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (i < batches.length) {
        const b = batches[i++]!;
        await client.publishAsync(b.topic, b.payload, { qos: 1 });
      }
    }),
  );
  return { t0, batches: batches.length };
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
    const acks = { n: 0 };
    client.on('message', () => acks.n++);
    await client.subscribeAsync([...new Set(job.targets.map((t) => topicOf(t.gatewayId, 'ack')))], { qos: 0 });
    const total = job.targets.length * job.perLock;

    const all = new Promise<void>((resolve) => {
      onHeard = () => heard >= total && resolve();
    });
    const first = await deliver(client, job, acks);
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 300_000));
    if ((await Promise.race([all, timeout])) === 'timeout') throw new Error(`heard ${heard} of ${total} records`);
    const ms = performance.now() - first.t0;
    const heardFirst = heard;

    // The same batches again: the server acknowledges each (so the gateway stops sending) and stores nothing.
    const again = await deliver(client, job, acks);
    // Every batch acknowledged, or (an acknowledgement is QoS 0) none more for 3 s.
    let last = acks.n;
    let quiet = Date.now();
    while (acks.n < again.batches && Date.now() - quiet < 3000) {
      await new Promise((r) => setTimeout(r, 50));
      if (acks.n === last) continue;
      last = acks.n;
      quiet = Date.now();
    }
    await new Promise((r) => setTimeout(r, 500));
    process.send!({ type: 'done', records: total, ms, heard: heardFirst, again: heard - heardFirst });
    await client.endAsync();
  })().catch((e: Error) => {
    process.send!({ type: 'error', message: e.stack ?? e.message });
  });
});
