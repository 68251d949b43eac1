// The API nodes of the cluster test: the compiled server (apps/server/dist-cluster/main.js) run by plain node, each
// on its own loopback port, all on one PostgreSQL database and one MQTT broker. kill -9, drain (SIGTERM) and
// start again, as an operator's supervisor would.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type NodeSpec = { name: string; port: number };

export class ApiNode {
  private child: ChildProcess | undefined;
  private log: fs.WriteStream;
  starts = 0;

  constructor(
    readonly spec: NodeSpec,
    private readonly main: string,
    private readonly env: Record<string, string>,
    logDir: string,
  ) {
    this.log = fs.createWriteStream(path.join(logDir, `${spec.name}.log`), { flags: 'a' });
  }

  get url() {
    return `http://127.0.0.1:${this.spec.port}`;
  }

  get running() {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  start() {
    this.starts++;
    const child = spawn(process.execPath, ['--enable-source-maps', this.main], {
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.spec.port),
        HOST: '127.0.0.1',
        NODE_ID: this.spec.name,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(this.log, { end: false });
    child.stderr!.pipe(this.log, { end: false });
    this.child = child;
  }

  async ready(timeoutMs = 60_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (!this.running) throw new Error(`${this.spec.name} exited while starting (see its log)`);
      const ok = await fetch(`${this.url}/api/ready`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${this.spec.name} not ready within ${timeoutMs} ms`);
  }

  /** kill -9: no drain, nothing finished. */
  kill() {
    this.child?.kill('SIGKILL');
  }

  /** SIGTERM: the node drains; resolves with its exit code. */
  async drain(): Promise<number | null> {
    const child = this.child;
    if (!child || !this.running) return null;
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    return exited;
  }

  async stop() {
    if (this.running) {
      const exited = new Promise((r) => this.child!.once('exit', r));
      this.child!.kill('SIGKILL');
      await exited;
    }
    this.log.end();
  }
}
