// HAProxy (Debian's) on a loopback port in front of the API nodes, configured as docs/operations.md tells an operator
// to: health checks on /api/ready (a draining node leaves within two checks), a failed connection retried on
// another node (never a request a node may have started: a write is not repeated behind the client's back), live
// event streams kept open, and the proxy's own errors answered in the API's envelope.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The envelope every API answer has; errorCode 10015 (errors.serviceUnavailable): retry in a moment. */
function errorFile(status: number, reason: string) {
  const body = `${JSON.stringify({
    errorCode: 10015,
    errorMsg: 'The service is briefly unavailable. Try again in a moment',
    data: null,
  })}\n`;
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'content-type: application/json; charset=utf-8',
    'cache-control: no-store',
    'retry-after: 1',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    '',
    body,
  ].join('\r\n');
}

export function haproxyConfig(o: { port: number; nodes: { name: string; port: number }[]; dir: string }) {
  for (const [status, reason] of [
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
    [504, 'Gateway Timeout'],
  ] as const) {
    fs.writeFileSync(path.join(o.dir, `${status}.http`), errorFile(status, reason));
  }
  return `global
  maxconn 4096
  log stdout format raw local0 info

defaults
  mode http
  log global
  option httplog
  timeout connect 2s
  timeout client 60s
  # Longer than a remote operation's wait (OP_TIMEOUT_MS) and than the event stream's keep-alive (25 s).
  timeout server 60s
  timeout http-keep-alive 10s
  timeout queue 5s
  retries 2
  # A failed connection is retried on another node (HAProxy's default, without layer-7 retries): a request a node
  # may have started is never sent twice.
  option redispatch
  errorfile 502 ${path.join(o.dir, '502.http')}
  errorfile 503 ${path.join(o.dir, '503.http')}
  errorfile 504 ${path.join(o.dir, '504.http')}

frontend console
  bind 127.0.0.1:${o.port}
  option forwardfor
  default_backend api

backend api
  balance leastconn
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter 500 fall 2 rise 2
${o.nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.port} check`).join('\n')}
`;
}

export function haproxyBinary(): string | undefined {
  const r = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim().split('\n')[0] : undefined;
}

export async function startHaproxy(bin: string, cfg: string, dir: string): Promise<ChildProcess> {
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, cfg);
  const check = spawnSync(bin, ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy configuration refused:\n${check.stdout}${check.stderr}`);
  const log = fs.createWriteStream(path.join(dir, 'haproxy.log'));
  const child = spawn(bin, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return child;
}
