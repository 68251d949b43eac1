// Paid services (issue 17; schemas in @lockconsole/shared/commerce): the catalogue, balances, purchase and use
// records, and orders (made once per request id; paid at the provider's pay page).
import type { z } from 'zod';
import type {
  getBalanceResponseSchema,
  listOrderResponseSchema,
  listPackageResponseSchema,
  listRecordResponseSchema,
  Order,
} from '@lockconsole/shared/commerce/commerce';
import type { PremiumInfo } from '@lockconsole/shared/commerce/premium';
import { apiGet, apiPost } from '../../../lib/api/client';

export type Catalogue = z.infer<typeof listPackageResponseSchema>;
export type Balances = z.infer<typeof getBalanceResponseSchema>;
export type RecordPage = z.infer<typeof listRecordResponseSchema>;
export type OrderPage = z.infer<typeof listOrderResponseSchema>;
export type RecordQuery = { pageNo: number; pageSize: number; serviceType?: number; kind?: number };

export const listPackages = (currency?: number) =>
  apiGet<Catalogue>('/service/listPackage', currency ? { currency } : {}, { silent: true });

export const getBalance = () => apiGet<Balances>('/service/getBalance', {}, { silent: true });

export const listRecords = (q: RecordQuery) =>
  apiGet<RecordPage>(
    '/service/listRecord',
    {
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      ...(q.serviceType ? { serviceType: q.serviceType } : {}),
      ...(q.kind ? { kind: q.kind } : {}),
    },
    { silent: true },
  );

export const listOrders = (pageNo: number, pageSize: number) =>
  apiGet<OrderPage>('/order/list', { pageNo, pageSize }, { silent: true });

export const createOrder = (req: { packageId: number; payMethod: number; requestId: string }) =>
  apiPost<Order>('/order/create', req);

export const cancelOrder = (orderId: number) => apiPost<Order>('/order/cancel', { orderId });

export const getPremium = () => apiGet<PremiumInfo>('/premium/info', {}, { silent: true });

export const startTrial = () => apiPost<PremiumInfo>('/premium/startTrial', {});
