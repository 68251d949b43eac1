// Two lanes in front of the embedded database (issue 21 item 10). PGlite is one connection in one worker thread:
// every statement of the process waits its turn in one line, so 40 people reading lock lists put a remote unlock —
// a person waiting at the door, a handful of short statements from the request to the lock's answer — behind
// hundreds of list statements (p95 ~2 s). Work started inside `urgently` (remote lock commands, gateways' answers)
// takes the next free turn before the lists. On PostgreSQL (a pool) there is no such line: `urgently` only marks.
import { AsyncLocalStorage } from 'node:async_hooks';

const urgent = new AsyncLocalStorage<true>();

/** Runs `f` (and everything it awaits) in the urgent lane. */
export const urgently = <T>(f: () => T): T => urgent.run(true, f);

const FAIRNESS = 8;

/**
 * At most `width` jobs at once; a waiting urgent job starts before a waiting other one (but for every 8th turn while
 * both wait), each lane in arrival order. A job is one statement or one whole transaction.
 */
export function laneGate(width = 1) {
  let running = 0;
  const high: (() => void)[] = [];
  const low: (() => void)[] = [];
  const stats = { urgentAhead: 0 };
  // Urgent jobs taken in a row while others wait: every FAIRNESS-th turn goes to the other lane, so a burst of device
  // traffic (a gateway uploading its records) slows the lists down but never stops them.
  let streak = 0;
  const release = () => {
    const fair = low.length > 0 && (high.length === 0 || streak >= FAIRNESS);
    const next = fair ? low.shift() : high.shift();
    streak = fair || !next ? 0 : streak + 1;
    if (next) next();
    else running--;
  };
  const acquire = (): Promise<void> => {
    if (running < width) {
      running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      if (urgent.getStore()) {
        if (low.length > 0) stats.urgentAhead++;
        high.push(resolve);
      } else low.push(resolve);
    });
  };
  const run = async <T>(f: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await f();
    } finally {
      release();
    }
  };
  return Object.assign(run, { stats, waiting: () => high.length + low.length });
}
