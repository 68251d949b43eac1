// Gateway endpoints (docs/locks.md): list, pairing code, locks heard, nearby locks, add a lock, rename, delete.
import type { z } from 'zod';
import type { CreatePairingCodeResponse } from '@lockconsole/shared/gateway/create-pairing-code';
import type { GatewayLock } from '@lockconsole/shared/gateway/gateway';
import type { ListGatewayResponse } from '@lockconsole/shared/gateway/list';
import type { initLockResponseSchema } from '@lockconsole/shared/gateway/init-lock';
import type { listNearbyLockResponseSchema } from '@lockconsole/shared/gateway/list-nearby-lock';
import { apiGet, apiPost } from '../../../lib/api/client';

export type NearbyLock = z.infer<typeof listNearbyLockResponseSchema>['list'][number];
export type InitLockAnswer = z.infer<typeof initLockResponseSchema>;

const quiet = { silent: true } as const;

export const listGateways = (pageNo = 1, pageSize = 100) =>
  apiGet<ListGatewayResponse>('/gateway/list', { pageNo, pageSize }, quiet);
export const createPairingCode = (gatewayName?: string) =>
  apiPost<CreatePairingCodeResponse>('/gateway/createPairingCode', { gatewayName: gatewayName || undefined }, quiet);
export const listGatewayLocks = (gatewayId: number) =>
  apiGet<{ list: GatewayLock[] }>('/gateway/listLock', { gatewayId }, quiet);
export const listNearbyLocks = () => apiGet<{ list: NearbyLock[] }>('/gateway/listNearbyLock', {}, quiet);
export const initLock = (lockMac: string, lockAlias?: string) =>
  apiPost<InitLockAnswer>('/gateway/initLock', { lockMac, lockAlias: lockAlias || undefined }, quiet);
export const renameGateway = (gatewayId: number, gatewayName: string) =>
  apiPost<null>('/gateway/rename', { gatewayId, gatewayName }, quiet);
export const deleteGateway = (gatewayId: number) => apiPost<null>('/gateway/delete', { gatewayId }, quiet);
