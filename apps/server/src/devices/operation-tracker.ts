// The operation tracker: every command to a device is a row (operating → success | failed | no retry, or
// wait while another command to the same lock is in flight) with a deadline. Results, timeouts, a gateway going
// offline, a lost broker connection and a server restart all end pending rows through conditional updates, so
// no operation is left hanging and every ending is reported exactly once (bus → SSE/waiters) and announced once as
// domain events (`operation.succeeded` / `operation.failed` for the modules' follow-ups, then `operation.ended` on
// every node). Must not speak MQTT: it is handed a `send` function.
import { currentRequestId } from '../platform/request-context';
import { OP_STATE, SLOW_COMMANDS } from '@lockconsole/shared/devices/enums';
import type { CommandName } from '@lockconsole/shared/devices/enums';
import {
  initArgsSchema,
  type CommandBody,
  type ProgressBody,
  type ResultBody,
} from '@lockconsole/shared/devices/messages';
import type { DomainEvents } from '../events/domain-events';
import type { Clock, Random } from '../platform/clock';
import type { EventBus } from '../realtime/event-bus';
import { FINAL, finalOfResult, isPending, toOperationEvent, type OperationEvent } from './operation-events';
import type { EndedRow, FinalFields, OperationRow, OperationsRepo } from './operations.repo';

export type StartCommand = {
  userId: number;
  lockId: number | null;
  gatewayId: number;
  lockMac: string;
  type: CommandName;
  args: Record<string, unknown>;
};

export type TrackerDeps = {
  ops: OperationsRepo;
  clock: Clock;
  random: Random;
  bus: EventBus;
  nodeId: string;
  timeoutMs: number;
  send: (gatewayId: number, body: CommandBody) => Promise<void>;
  events: DomainEvents;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
};

/** How many ended operations a node remembers for the waiters that arrive after the end (they come within
 * milliseconds: the HTTP request that started the command; an older one reads the row). */
const RECENT_ENDS = 10_000;
/** Clocks of two nodes may differ by this much (an operation's creation time against the time an end was heard). */
const CLOCK_MARGIN_MS = 5_000;

type Ended = { ev: OperationEvent; result?: Record<string, unknown> | null };

export function createOperationTracker(d: TrackerDeps) {
  const deadline = (from: Date, factor = 1) => new Date(from.getTime() + d.timeoutMs * factor);

  // Operations that ended lately, as every node heard of them — with what the lock answered where it ended here —
  // so the request waiting for its command reads nothing when the end came first or comes while it waits.
  const recent = new Map<number, Ended & { heardAt: number }>();
  // When the newest end the memory let go of had been heard: an operation created after it cannot have been let go of.
  let forgottenHeardAt = -Infinity;
  const remember = (id: number, e: Ended) => {
    if (recent.has(id)) return;
    recent.set(id, { ...e, heardAt: d.clock.now().getTime() });
    if (recent.size > RECENT_ENDS) {
      const [oldest, o] = recent.entries().next().value!;
      forgottenHeardAt = o.heardAt;
      recent.delete(oldest);
    }
  };
  d.events.onEveryNode('operation.ended', (ev) => remember(ev.operationId, { ev }));

  async function report(rows: OperationRow[]) {
    for (const r of rows) {
      await d.bus.publish({ userId: r.userId, type: 'operation', data: toOperationEvent(r) });
    }
  }
  /** Rows whose statement stored their live events for their accounts already (PostgreSQL): only the lock's other
   * managers are told here. */
  async function alsoReport(rows: OperationRow[]) {
    for (const r of rows) await d.bus.alsoStored?.({ userId: r.userId, type: 'operation', data: toOperationEvent(r) });
  }

  async function ended(rows: EndedRow[]) {
    for (const r of rows) {
      // Failure follow-ups (a passcode turning "add failed") land before anyone hears of the failure.
      if (r.state !== OP_STATE.success) {
        await d.events.emit('operation.failed', { command: r.type as CommandName, operation: r });
      }
    }
    // This node's handlers (the request waiting for the answer among them) hear of the end first, then the other nodes
    // (the broadcast), then the consoles (the live event, where the ending statement did not store it already): the
    // waiting request answered one statement later when the live event was stored first (~2 ms at one unlock at a
    // time, bench/README.md).
    for (const r of rows) {
      const ev = toOperationEvent(r);
      remember(r.id, { ev, result: r.result });
      await d.events.emit('operation.ended', ev);
    }
    await (d.ops.eventsStored ? alsoReport(rows) : report(rows));
    for (const mac of new Set(rows.filter((r) => r.waiting).map((r) => r.lockMac))) await dispatchNext(mac);
  }

  /** Sends the command; answers the operation as it is afterwards (sent, already answered, or failed to send). */
  async function transmit(op: OperationRow): Promise<OperationRow | undefined> {
    try {
      await d.send(op.gatewayId!, {
        reqId: op.reqId,
        cmd: op.type as CommandName,
        mac: op.lockMac,
        ts: d.clock.now().getTime(),
        args: op.args,
      });
      // A waiting command claimed for sending is marked sent by its claim.
      return op.sentAt ? op : await d.ops.markSent(op.id, d.clock.now());
    } catch (err) {
      d.log.warn({ err, operationId: op.id }, 'command not sent');
      const rows = await d.ops.finish(op.id, FINAL.sendFailed, d.clock.now());
      await ended(rows);
      return rows[0];
    }
  }

  async function dispatchNext(lockMac: string) {
    const now = d.clock.now();
    const next = await d.ops.claimNextWaiting(lockMac, now, (type) => deadline(now, SLOW_COMMANDS[type] ?? 1));
    if (next) await dispatch(next);
  }

  async function dispatch(claimed: OperationRow) {
    await report([claimed]);
    await transmit(claimed);
  }

  async function start(c: StartCommand): Promise<OperationRow> {
    const now = d.clock.now();
    const requestId = currentRequestId();
    const slow = SLOW_COMMANDS[c.type] ?? 1;
    // The lock's other managers, told of the start below before the command leaves: read beside the insert.
    if (d.ops.eventsStored && c.lockId) d.bus.lookAhead?.(c.lockId);
    const op = await d.ops.insertBehindOperating(
      {
        userId: c.userId,
        lockId: c.lockId,
        gatewayId: c.gatewayId,
        lockMac: c.lockMac,
        type: c.type,
        operateType: 2,
        // The HTTP request's id leads the command's: the gateway echoes it, so its answer logs under the same id.
        // (Only an id of the safe shape: a client may send its own x-request-id, and the command's id is ≤ 64 characters.)
        reqId:
          requestId && /^[A-Za-z0-9_-]{1,48}$/.test(requestId)
            ? `${requestId}.${d.random.token(6)}`
            : d.random.token(12),
        args: c.args,
        nodeId: d.nodeId,
        createdAt: now,
      },
      // A waiting command gets a longer deadline: its own timeout plus the one it waits for; one that needs a person
      // at the lock (enrolling a fingerprint) several.
      { alone: deadline(now, slow), behind: deadline(now, slow + 1) },
    );
    const busy = op.state === OP_STATE.wait;
    d.log.info(
      { requestId, operationId: op.id, reqId: op.reqId, command: op.type, lockId: op.lockId, gatewayId: op.gatewayId },
      'device operation started',
    );
    // Reported before it is sent: with several nodes the answer may be handled on another one, whose "ended" must
    // not reach the store before this "started" (sending at once saved ~8 ms of created → sent on a busy node, but
    // let a slow batch here be overtaken there — and a failed report would have failed a command already sent).
    // Where the insert stored it already (PostgreSQL), only the lock's other managers are told here.
    await (d.ops.eventsStored ? alsoReport([op]) : report([op]));
    if (busy) return op;
    return (await transmit(op)) ?? (await d.ops.get(op.id))!;
  }

  async function resolve(gatewayId: number, r: ResultBody): Promise<boolean> {
    const op = await d.ops.findByReq(r.reqId);
    // Unknown, foreign, or already ended (a late answer after a timeout, a duplicate delivery): ignored.
    if (!op || op.gatewayId !== gatewayId || !isPending(op.state)) {
      return false;
    }
    let final = finalOfResult(r);
    if (final.state === OP_STATE.success) {
      // The follow-ups (the lock joining the account, a passcode confirmed) happen before the operation reads as
      // success, so whoever sees "success" also sees them; one that failed turns the operation failed.
      const { failed } = await d.events.emit('operation.succeeded', {
        command: op.type as CommandName,
        operation: op,
        data: r.data ?? {},
      });
      if (failed) {
        d.log.warn({ operationId: op.id }, 'success follow-up failed');
        final = FINAL.followUpFailed;
      } else if (op.type === 'lock.init') {
        // The lock it created (its id was reserved and sent in the command).
        const created = initArgsSchema.safeParse(op.args);
        if (created.success) final = { ...final, lockId: created.data.lockId };
      }
    }
    const rows = await d.ops.finishByReq(r.reqId, gatewayId, final, d.clock.now());
    if (rows.length === 0) return false;
    d.log.info(
      { operationId: op.id, reqId: r.reqId, gatewayId, state: final.state, errorCode: final.errorCode },
      'device operation answered',
    );
    await ended(rows);
    return true;
  }

  /** A step of a command in progress (a press while enrolling): told to whoever asked, nothing is stored. */
  async function progress(gatewayId: number, p: ProgressBody): Promise<boolean> {
    const op = await d.ops.findByReq(p.reqId);
    if (!op || op.gatewayId !== gatewayId || op.state !== OP_STATE.operating) return false;
    await d.bus.publish({
      userId: op.userId,
      type: 'progress',
      data: { operationId: op.id, lockId: op.lockId, done: p.done, total: p.total, hint: p.hint ?? null },
    });
    return true;
  }

  const endAll = async (rows: Promise<EndedRow[]>) => {
    const r = await rows;
    await ended(r);
    return r.length;
  };

  return {
    start,
    resolve,
    progress,
    /** Ends every pending operation past its deadline (any node may run it; each row ends once), and sends the waiting
     * commands no end sent (claimStranded). */
    sweep: async () => {
      const ends = await endAll(d.ops.expire(d.clock.now(), FINAL.timeout));
      const now = d.clock.now();
      for (const op of await d.ops.claimStranded(now, (type) => deadline(now, SLOW_COMMANDS[type] ?? 1))) {
        d.log.info({ operationId: op.id, command: op.type, lockId: op.lockId }, 'waiting command sent by the sweeper');
        await dispatch(op);
      }
      return ends;
    },
    gatewayOffline: (gatewayId: number) => endAll(d.ops.failOfGateway(gatewayId, FINAL.gatewayOffline, d.clock.now())),
    /** This node's pending operations after a restart: their waiters are gone, their answers unroutable. */
    serverRestarted: () => endAll(d.ops.failOfNode(d.nodeId, FINAL.serverRestarted, d.clock.now())),
    brokerLost: () => endAll(d.ops.failOfNode(d.nodeId, FINAL.brokerDisconnected, d.clock.now())),

    /** Resolves with the operation once it is final (on whichever node it ended) and, where known here, what the
     * lock answered; or with the operation as it stands after `ms`. */
    async awaitFinal(operationId: number, ms: number, createdAt?: Date): Promise<Ended> {
      const known = recent.get(operationId);
      if (known) return { ev: known.ev, result: known.result };
      // Heard from here on (nothing runs between the look above and the subscription): an end that came before is
      // in `recent`, one that comes after reaches the listener.
      let unsubscribe = () => {};
      let unsubscribeMissed = () => {};
      let timer: NodeJS.Timeout | undefined;
      let settle: (e: Ended | null) => void = () => {};
      const done = new Promise<Ended | null>((res) => {
        settle = res;
        unsubscribe = d.events.onEveryNode('operation.ended', (ev) => {
          if (ev.operationId === operationId) res(recent.get(operationId) ?? { ev });
        });
        timer = setTimeout(() => res(null), ms);
      });
      /** Ends the wait if the row has ended. */
      const readRow = () =>
        void d.ops.get(operationId).then(
          (row) => row && !isPending(row.state) && settle({ ev: toOperationEvent(row), result: row.result }),
          () => {},
        );
      // Its end on another node may have been missed: the row says.
      unsubscribeMissed = d.events.onMissed(readRow);
      // The memory let go of an end heard after this operation was created (a burst of ends on the cluster): this one's
      // end may have been among them. (Without its creation time: whenever the memory has let go of anything.)
      if (forgottenHeardAt >= (createdAt ? createdAt.getTime() - CLOCK_MARGIN_MS : -Infinity)) readRow();
      try {
        const ended = await done;
        if (ended) return ended;
        // Not heard (a node whose broadcast was lost, a command still waiting): the row as it stands.
        const row = (await d.ops.get(operationId))!;
        return { ev: toOperationEvent(row), result: row.result };
      } finally {
        clearTimeout(timer);
        unsubscribe();
        unsubscribeMissed();
      }
    },
  };
}

export type OperationTracker = ReturnType<typeof createOperationTracker>;
export type { FinalFields };
