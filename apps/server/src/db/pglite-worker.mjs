// The embedded database in its own thread (db/pglite-thread.ts): PGlite — its WASM engine and its result parser —
// runs here, so the server's main thread keeps answering requests and gateways while a query runs. Plain JavaScript
// (no TypeScript loader needed in a worker). Messages: {id, op: 'open'|'query'|'exec'|'begin'|'commit'|'rollback'|
// 'close', …}; answers {id, ok, result | error}. A transaction stays open in PGlite's transaction() until its commit
// or rollback message; its statements carry its txId.
import { parentPort, workerData } from 'node:worker_threads';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, sharedBuffers, template } = workerData;
const options = {
  ...(sharedBuffers ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] } : {}),
  // A new data directory loaded from the migrated template (db/pglite-template.ts).
  ...(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {}),
};
const db = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
/** Open transactions: txId → { tx, finish(commit: boolean) }. */
const open = new Map();

/** The parsers drizzle asks for are identities for some type OIDs (times stay strings); rebuilt here. */
const optionsOf = (o) =>
  o && { rowMode: o.rowMode, parsers: Object.fromEntries((o.identityOids ?? []).map((oid) => [oid, (v) => v])) };

const errorOf = (e) => ({
  message: e?.message ?? String(e),
  // PostgreSQL's fields (code, detail, constraint …) so callers see the same error as in-process.
  fields: Object.fromEntries(Object.entries(e ?? {}).filter(([, v]) => typeof v === 'string' || typeof v === 'number')),
});

async function run(m) {
  const target = () => {
    const t = m.txId ? open.get(m.txId)?.tx : db;
    if (!t) throw new Error(`no open transaction ${m.txId}`);
    return t;
  };
  switch (m.op) {
    case 'query':
      return target().query(m.sql, m.params, optionsOf(m.options));
    case 'exec':
      return target().exec(m.sql);
    case 'begin':
      return new Promise((began, failed) => {
        let t;
        db.transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              t = { tx, finish: (ok) => (ok ? commit() : rollback(new Error('rolled back'))) };
              open.set(m.txId, t);
              began(null);
            }),
        ).then(
          () => t?.done?.(null),
          (e) => (t ? t.done?.(e) : failed(e)),
        );
      });
    case 'commit':
    case 'rollback': {
      const t = open.get(m.txId);
      if (!t) throw new Error(`no open transaction ${m.txId}`);
      const ended = new Promise(
        (resolve, reject) => (t.done = (e) => (e && m.op === 'commit' ? reject(e) : resolve(null))),
      );
      t.finish(m.op === 'commit');
      try {
        return await ended;
      } finally {
        open.delete(m.txId);
      }
    }
    case 'close':
      await db.close();
      return null;
  }
  throw new Error(`unknown op ${m.op}`);
}

parentPort.on('message', (m) => {
  run(m).then(
    (result) => parentPort.postMessage({ id: m.id, ok: true, result }),
    (e) => parentPort.postMessage({ id: m.id, ok: false, error: errorOf(e) }),
  );
});
