// The device port: everything the domain modules may ask of the device side, written by hand and named for what
// callers need. Modules depend on this type only — never on the hub, its tracker or its tables. The hub
// (devices/device-hub.ts) implements it. What comes back from devices (results, records, gateways going online)
// reaches the modules as domain events (events/event-map.ts), not through this port.
import type { CommandName } from '@lockconsole/shared/devices/enums';
import type { ErrorName } from '@lockconsole/shared/errors/codes';
import type { Operation } from '@lockconsole/shared/operation/operation';
import type { Translator } from '../http/i18n';
import type { OperationRecord } from '../events/event-map';

/** A command for a lock that exists; the port picks the gateway. */
export type LockCommand = {
  /** Whose operation it is (the caller, or the lock's owner for background deliveries). */
  userId: number;
  lockId: number;
  lockMac: string;
  command: CommandName;
  args: Record<string, unknown>;
};

/** Why no command can reach a lock now (nothing was sent). */
export type LockRefusal = 'noGatewayNearLock' | 'gatewayOffline' | 'deviceServiceUnavailable';

export type CommandOptions = {
  /** The error to answer when no gateway reaches the lock (default noGatewayNearLock; the clock says 10701). */
  noGateway?: ErrorName;
};

/** An operation's end as a synchronous call answers it: the operation and what the lock said. */
export type CommandAnswer = { operation: Operation; result: Record<string, unknown> };

export type DevicePort = {
  /** The hub holds a broker connection (commands can be sent). */
  connected(): boolean;

  /** The lock's best online gateway (online first, then best signal), or why none can carry a command. */
  route(lockId: number): Promise<{ gatewayId: number } | { refusal: LockRefusal }>;

  /**
   * Starts a tracked command through the lock's best online gateway and answers the operation as it stands
   * (operating, or waiting behind another command to the lock). Refuses with the route's error before anything is
   * sent (`fail(refusal)`, the caller's language).
   */
  commandLock(c: LockCommand, o?: CommandOptions): Promise<OperationRecord>;

  /** Like commandLock, then waits for the lock (bounded by the operation timeout); a failure throws its cause. */
  runOnLock(c: LockCommand, t: Translator, o?: CommandOptions): Promise<CommandAnswer>;

  /**
   * Initializes a lock that does not exist yet through a chosen gateway (the one that hears it best) and waits:
   * `lock.init` with the reserved lock id in its args. The locks module creates the lock on its success event.
   */
  initLock(
    c: { userId: number; gatewayId: number; lockMac: string; args: Record<string, unknown> },
    t: Translator,
  ): Promise<CommandAnswer>;

  /**
   * Waits for an operation of `userId` started earlier (a passcode push) to end, like runOnLock's wait: answers it, or
   * throws its cause. Another account's or an unknown id: `notFound`.
   */
  awaitOperation(userId: number, operationId: number, t: Translator): Promise<CommandAnswer>;

  /** An operation of `userId` (undefined for another account's or an unknown id). */
  operationOf(userId: number, operationId: number): Promise<OperationRecord | undefined>;
  /** `userId`'s operations, newest first. */
  operationsOf(
    userId: number,
    q: { lockId?: number; pendingOnly?: boolean; limit: number; offset: number },
  ): Promise<{ rows: OperationRecord[]; total: number }>;

  /** A gateway's credentials changed or it was deleted: every node forgets its key, its pending commands fail. */
  gatewayReplaced(gatewayId: number): Promise<void>;
  /** The broker address gateways are told at activation (MQTT_PUBLIC_URL, else the broker the hub uses). */
  gatewayUrl(): string;
  /** The heartbeat interval told to gateways, ms. */
  readonly heartbeatMs: number;

  /** Runs a job every `everyMs` while the hub is connected to the broker (e.g. resending what waited). */
  every(job: { name: string; everyMs: number; run: () => Promise<void> }): void;
};
