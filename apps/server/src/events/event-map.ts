// Every domain event and its payload. Add an event here, emit it where it happens, subscribe where it matters.
import type { CommandName } from '@lockconsole/shared/devices/enums';
import type { UnlockMethod } from '@lockconsole/lockcore/records';
import type { lockRecords, operations } from '../db/schema/devices';

/** An operation row as the tracker stores it. */
export type OperationRecord = typeof operations.$inferSelect;
/** An unlock record as stored. */
export type StoredRecord = typeof lockRecords.$inferSelect;

/** An operation's ending in plain JSON (what crosses nodes and reaches browsers). */
export type OperationEnded = {
  operationId: number;
  userId: number;
  type: string;
  operateType: number;
  state: number;
  lockId: number | null;
  gatewayId: number | null;
  errorCode: number;
  reasonKey: string | null;
  reasonParams: Record<string, unknown> | null;
  createdAt: number;
  finishedAt: number | null;
};

export type DomainEventMap = {
  /** A new account exists (`account`: its normalized e-mail or phone). */
  'account.registered': { userId: number; account: string };
  /** An account gained a sign-in identifier (a second e-mail or phone). */
  'account.identifierAdded': { userId: number; account: string };
  /** An account was deleted by its owner (its rows are gone or going). */
  'account.deleted': { userId: number };

  /**
   * The lock answered a command with success. Handlers run before the operation reads as success (whoever sees
   * "success" also sees its follow-up); if one throws, the operation ends failed ("follow-up failed").
   */
  'operation.succeeded': { command: CommandName; operation: OperationRecord; data: Record<string, unknown> };
  /** A command ended failed or no-retry (refusal, timeout, gateway offline …), before the ending is reported. */
  'operation.failed': { command: CommandName; operation: OperationRecord };
  /** Any ending of any operation, after it is reported; heard on every node (waiters of synchronous calls). */
  'operation.ended': OperationEnded;

  /**
   * Records newly stored for a lock (re-deliveries excluded), before the gateway is acknowledged. `managers`: who
   * manages the lock (owner first, then its authorized admins), read once when the batch was stored, for every
   * listener (webhooks, application callbacks, the consoles' live events).
   */
  'records.stored': { lock: { id: number; userId: number }; records: StoredRecord[]; managers: number[] };

  /** A lock reported its state through a gateway (battery now and before, for alerts at a crossing; issue 29). */
  'lock.stateReported': {
    lock: { id: number; userId: number };
    battery: number;
    previousBattery: number | null;
    at: number;
  };

  /** An accessory's event (a key fob's press) reported its battery (issue 16). */
  'accessory.reported': { lock: { id: number; userId: number }; kind: 'keyfob'; number: string; battery: number };

  /** An alert was stored and put in these people's inboxes (issue 29); webhooks pass it on (issue 20). */
  'alert.raised': {
    alertId: number;
    kind: string;
    lockId: number | null;
    gatewayId: number | null;
    params: Record<string, string | number>;
    occurredAt: number;
    recipients: number[];
  };

  /** A gateway went from offline to online (its owner's account). */
  'gateway.online': { gatewayId: number; userId: number };
  /** A gateway went offline (silence, last will, deletion). */
  'gateway.offline': { gatewayId: number; userId: number };
  /** Sessions ended (logout, password change …): their live event streams close on every node. */
  'session.revoked': { userId: number; sessionIds: number[] | 'all'; keep?: number };
  /**
   * Doors opened at a lock of this brand just now (issue 19, the public map): where it is (its city as stored, never
   * the lock) and how; heard on every node, whose map boards show it anonymised.
   */
  'map.activity': {
    siteId: number;
    cityId: number | null;
    country: string | null;
    unlocks: { method: UnlockMethod; count: number; at: number }[];
  };
  /** A gateway's credentials changed or it was deleted: every node forgets what it cached of it. */
  'gateway.keysChanged': { gatewayId: number };
  /**
   * The account may now have something more to deliver events to (a webhook made or changed, an application's
   * callback made or moved, a TTLock token issued): every node forgets that it had none (webhooks/quiet-accounts.ts).
   */
  'integrations.changed': { userId: number };
};
