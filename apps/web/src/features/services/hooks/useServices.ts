// Paid services: what the services and records pages read, and the two order actions (a new order goes to its pay
// page; a cancelled one refreshes the list).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelOrder,
  createOrder,
  getBalance,
  listOrders,
  listPackages,
  listRecords,
  type RecordQuery,
} from '../api/servicesApi';

const ORDERS_KEY = ['orders'] as const;

export const useCatalogue = (currency?: number) =>
  useQuery({ queryKey: ['service-packages', currency ?? 0], queryFn: () => listPackages(currency) });

export const useBalances = () => useQuery({ queryKey: ['service-balance'], queryFn: getBalance });

export const useServiceRecords = (q: RecordQuery) =>
  useQuery({ queryKey: ['service-records', q], queryFn: () => listRecords(q), placeholderData: keepPreviousData });

export const useOrders = (pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: [...ORDERS_KEY, pageNo, pageSize],
    queryFn: () => listOrders(pageNo, pageSize),
    placeholderData: keepPreviousData,
  });

/** Makes the order (once for this dialog: the request id is the dialog's) and sends the browser to its pay page. */
export function useBuy() {
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      if (order.payUrl) window.location.assign(order.payUrl);
    },
  });
}

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => void client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
