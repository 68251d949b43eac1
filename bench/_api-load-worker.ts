// Child process of bench/api.ts: a closed-loop HTTP load generator (keep-alive, N connections) that signs every
// request like the web client (fresh date, HMAC signature, access token). Runs apart from the servers so they
// get their own event loop. Reports the counts and sorted latencies over IPC.
import http from 'node:http';
import { signRequest } from '../packages/shared/src/http/signature';

type Job = {
  url: string;
  path: string;
  params: Record<string, string>;
  appId: string;
  secret: string;
  token: string;
  connections: number;
  durationMs: number;
  warmupMs: number;
};

function once(agent: http.Agent, j: Job): Promise<number> {
  const p = { ...j.params, date: String(Date.now()) };
  const qs = new URLSearchParams(p).toString();
  const headers = {
    appid: j.appId,
    language: 'en',
    signature: signRequest(j.secret, j.appId, j.path, p),
    accesstoken: j.token,
  };
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(`${j.url}${j.path}?${qs}`, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? resolve(performance.now() - t0) : reject(new Error(`HTTP ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
  });
}

process.on('message', async (j: Job) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: j.connections });
  const start = Date.now();
  const measureFrom = start + j.warmupMs;
  const until = measureFrom + j.durationMs;
  const lat: number[] = [];
  let all = 0;
  await Promise.all(
    Array.from({ length: j.connections }, async () => {
      while (Date.now() < until) {
        const began = Date.now();
        const ms = await once(agent, j);
        all++;
        if (began >= measureFrom) lat.push(ms);
      }
    }),
  );
  agent.destroy();
  lat.sort((a, b) => a - b);
  // all: every request answered, the warm-up's too (what the server's CPU over the whole run is divided by).
  process.send!({ count: lat.length, all, seconds: j.durationMs / 1000, lat });
});
