// The HTTP request a piece of work runs for, without passing it through every call (issue 24: one request id from
// the HTTP request through the device operation to the gateway's answer, so one grep of the logs follows a remote
// unlock end to end). Set by the route pipeline around each handler; read where work leaves the process.
import { AsyncLocalStorage } from 'node:async_hooks';

const store = new AsyncLocalStorage<{ requestId: string }>();

export const withRequestId = <T>(requestId: string, fn: () => T): T => store.run({ requestId }, fn);

/** The id of the HTTP request this code runs for (its `x-request-id`), or undefined outside one (jobs, MQTT). */
export const currentRequestId = (): string | undefined => store.getStore()?.requestId;
