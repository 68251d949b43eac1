// Transfer endpoints (issue 19; schemas in packages/shared/src/transfer/transfer.ts): the caller's transferable
// locks, the receiver's check (/user/transferUserConfirm), the offer, both sides' history and its three answers;
// fingerprints or cards of a lock given to a person (types 5, 6) and the caller's received ones. Silent: the page
// shows each refusal where it happens.
import type { z } from 'zod';
import type {
  acceptTransferResponseSchema,
  listForTransferResponseSchema,
  listGatewayForTransferResponseSchema,
  TransferGatewayRequest,
  listTransferResponseSchema,
  ReceivedCredential,
  ReceivedKind,
  TransferCredentialRequest,
  TransferLockRequest,
  transferLockResponseSchema,
} from '@lockconsole/shared/transfer/transfer';
import type {
  TransferUserConfirmRequest,
  TransferUserConfirmResponse,
} from '@lockconsole/shared/user/transfer-user-confirm';
import { apiGet, apiPost } from '../../../lib/api/client';

const quiet = { silent: true } as const;

export const listForTransfer = (lockAlias?: string) =>
  apiGet<z.infer<typeof listForTransferResponseSchema>>(
    '/lock/listForTransfer',
    { pageSize: 200, ...(lockAlias ? { lockAlias } : {}) },
    quiet,
  );
export const listGatewaysForTransfer = () =>
  apiGet<z.infer<typeof listGatewayForTransferResponseSchema>>('/gateway/listForTransfer', { pageSize: 200 }, quiet);
export const offerGatewayTransfer = (r: TransferGatewayRequest) =>
  apiPost<z.infer<typeof transferLockResponseSchema>>('/gateway/transfer', r, quiet);
export const confirmReceiver = (r: TransferUserConfirmRequest) =>
  apiPost<TransferUserConfirmResponse>('/user/transferUserConfirm', r, quiet);
export const offerTransfer = (r: TransferLockRequest) =>
  apiPost<z.infer<typeof transferLockResponseSchema>>('/lock/transfer', r, quiet);
export const listTransfers = (pageNo: number, direction?: 'in' | 'out', pageSize = 20) =>
  apiGet<z.infer<typeof listTransferResponseSchema>>(
    '/transfer/list',
    { pageNo, pageSize, ...(direction ? { direction } : {}) },
    quiet,
  );
export const answerTransfer = (action: 'accept' | 'decline' | 'withdraw', transferId: number) =>
  apiPost<z.infer<typeof acceptTransferResponseSchema> | null>(`/transfer/${action}`, { transferId }, quiet);
export const offerCredentialTransfer = (r: TransferCredentialRequest) =>
  apiPost<z.infer<typeof transferLockResponseSchema>>('/credential/transfer', r, quiet);
export const listReceived = (kind: ReceivedKind) =>
  apiGet<{ list: ReceivedCredential[] }>('/credential/listReceived', { kind }, quiet);
export const deleteReceived = (receivedId: number) =>
  apiPost<null>('/credential/deleteReceived', { receivedId }, quiet);
