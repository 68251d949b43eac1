// Accounts known, on this node, to have nothing to deliver an event to: no enabled webhook wanting its type, no live
// application callback (issue 13). Every operation's end and every stored batch of records asked the database for the
// endpoints of the lock's managers — three reads per event, nearly always answered "none". An account found with
// none is remembered per topic and not asked about again until something could give it one: a webhook made or
// changed, an application's callback made or moved, a TTLock token issued — each announced to every node
// (`integrations.changed`). Only "none" is kept, so an endpoint turned off, deleted or an expired token needs no
// notice: the next read sees it. A read that started before a notice does not keep what it read (epoch), a cut line
// to the other nodes forgets everything (onMissed), and TTL_MS bounds what a change made outside the server (the
// `apps` CLI, a hand-edited row) can miss.
import type { DomainEvents } from '../../events/domain-events';
import type { Clock } from '../../platform/clock';

const TTL_MS = 60_000;
/** More accounts than this are forgotten all at once (memory stays bounded; the next reads refill it). */
const MAX_ACCOUNTS = 100_000;

export type QuietAccounts = ReturnType<typeof createQuietAccounts>;

export function createQuietAccounts(d: { events: Pick<DomainEvents, 'onEveryNode' | 'onMissed'>; clock: Clock }) {
  /** account → topic → since when it is known to have none (ms). */
  const quiet = new Map<number, Map<string, number>>();
  let epoch = 0;
  const forget = (userId?: number) => {
    epoch++;
    if (userId === undefined) quiet.clear();
    else quiet.delete(userId);
  };
  d.events.onEveryNode('integrations.changed', ({ userId }) => forget(userId));
  d.events.onMissed(() => forget());

  const isQuiet = (userId: number, topic: string, now: number) => {
    const since = quiet.get(userId)?.get(topic);
    return since !== undefined && now - since < TTL_MS;
  };

  return {
    /**
     * `read`'s rows for the accounts not known to have none for `topic`; those it found nothing for (`owner` of no
     * row) are remembered, unless a change was heard while it read. No read when every account is known quiet.
     */
    async ask<T>(
      userIds: readonly number[],
      topic: string,
      read: (userIds: number[]) => Promise<T[]>,
      owner: (row: T) => number,
    ): Promise<T[]> {
      const now = d.clock.now().getTime();
      const open = [...new Set(userIds)].filter((u) => !isQuiet(u, topic, now));
      if (!open.length) return [];
      const before = epoch;
      const rows = await read(open);
      if (epoch !== before) return rows;
      const heard = new Set(rows.map(owner));
      for (const u of open) {
        if (heard.has(u)) continue;
        if (!quiet.has(u) && quiet.size >= MAX_ACCOUNTS) quiet.clear();
        let topics = quiet.get(u);
        if (!topics) quiet.set(u, (topics = new Map()));
        topics.set(topic, now);
      }
      return rows;
    },
  };
}
