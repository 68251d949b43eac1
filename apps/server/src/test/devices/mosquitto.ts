// A private Mosquitto for tests: random loopback port, password file and per-gateway ACL (the recommended
// production config of docs/protocol.md), restartable on the same port. Tests only.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const MOSQUITTO_BIN = '/usr/sbin/mosquitto';
export const hasMosquitto = () =>
  fs.existsSync(MOSQUITTO_BIN) && spawnSync('mosquitto_passwd', ['-h']).error === undefined;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, ms = 5000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await new Promise<boolean>((resolve) => {
      const c = net.connect(port, '127.0.0.1');
      c.once('connect', () => (c.destroy(), resolve(true)));
      c.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`mosquitto did not open port ${port}`);
}

export type TestMosquitto = {
  port: number;
  url: string;
  dir: string;
  addUser: (username: string, password: string) => Promise<void>;
  restart: () => Promise<void>;
  stop: () => Promise<void>;
};

/** `users` get full access to gw/# (the hub; an "intruder" for hub-side checks); gateways get the ACL pattern. */
export async function startMosquitto(users: Record<string, string>): Promise<TestMosquitto> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mosq-'));
  const port = await freePort();
  const pwFile = path.join(dir, 'passwd');
  const aclFile = path.join(dir, 'acl');
  fs.writeFileSync(pwFile, '');
  const passwd = (u: string, p: string) => {
    const r = spawnSync('mosquitto_passwd', ['-b', pwFile, u, p]);
    if (r.status !== 0) throw new Error(`mosquitto_passwd failed: ${r.stderr}`);
  };
  for (const [u, p] of Object.entries(users)) passwd(u, p);
  fs.writeFileSync(
    aclFile,
    [
      ...Object.keys(users).flatMap((u) => [`user ${u}`, 'topic readwrite gw/#', '']),
      '# every gateway: its own subtree only (user name = gateway id)',
      'pattern write gw/%u/status',
      'pattern write gw/%u/heartbeat',
      'pattern write gw/%u/scan',
      'pattern write gw/%u/state',
      'pattern write gw/%u/records',
      'pattern write gw/%u/result',
      'pattern write gw/%u/progress',
      'pattern read gw/%u/cmd',
      'pattern read gw/%u/ack',
      '',
    ].join('\n'),
  );
  const conf = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(
    conf,
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous false',
      `password_file ${pwFile}`,
      `acl_file ${aclFile}`,
      'persistence false',
      `log_dest file ${path.join(dir, 'log')}`,
      // As root, mosquitto would switch to the "mosquitto" user, who cannot read this private temp dir.
      ...(process.getuid?.() === 0 ? ['user root'] : []),
      '',
    ].join('\n'),
  );
  let proc: ChildProcess | undefined;
  const start = async () => {
    proc = spawn(MOSQUITTO_BIN, ['-c', conf], { stdio: 'ignore' });
    try {
      await waitForPort(port);
    } catch (e) {
      await stop();
      throw e;
    }
  };
  const stop = async () => {
    const p = proc;
    proc = undefined;
    if (!p || p.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      p.once('exit', () => resolve());
      p.kill('SIGKILL');
    });
  };
  try {
    await start();
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    port,
    url: `mqtt://127.0.0.1:${port}`,
    dir,
    addUser: async (u, p) => {
      passwd(u, p);
      proc?.kill('SIGHUP'); // reloads password and ACL files
      await new Promise((r) => setTimeout(r, 150));
    },
    restart: async () => {
      await stop();
      await start();
    },
    stop: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
