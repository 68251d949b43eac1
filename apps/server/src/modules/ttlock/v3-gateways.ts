// /v3 calls about gateways and unlock records (issue 25, CONTRACT.md): the product's lists in the contract's shapes.
import { dates, msOrZero, page, paging, pick, type Answer, type V3Call } from './v3-env';

export const gatewayRecordCalls: Record<string, V3Call> = {
  'gateway/list': async ({ p, call }) =>
    page(await call('/gateway/list', paging(p, 200)), (g) => ({
      gatewayId: g.gatewayId,
      gatewayName: g.gatewayName,
      gatewayMac: g.gatewayMac,
      gatewayVersion: g.gatewayVersion,
      networkName: g.networkName,
      isOnline: g.isOnline,
      lockNum: g.lockNum,
    })),

  'gateway/listByLock': async ({ p, call }) => {
    const a = await call('/gateway/listByLock', pick(p, ['lockId']));
    return {
      list: (a.list as Answer[]).map((g) => ({
        gatewayId: g.gatewayId,
        gatewayName: g.gatewayName,
        gatewayMac: g.gatewayMac,
        isOnline: g.isOnline,
        rssi: g.rssi,
        rssiUpdateDate: g.updatedAt,
      })),
    };
  },

  'gateway/listLock': async ({ p, call }) => {
    const a = await call('/gateway/listLock', pick(p, ['gatewayId']));
    return {
      list: (a.list as Answer[])
        .filter((l) => l.lockId !== null)
        .map((l) => ({
          lockId: l.lockId,
          lockName: l.lockName,
          lockAlias: l.lockName,
          lockMac: l.lockMac,
          rssi: l.rssi,
          updateDate: l.updatedAt,
        })),
    };
  },

  'lockRecord/list': async ({ p, call }) =>
    page(await call('/lockRecord/list', { ...paging(p, 200), ...pick(p, ['lockId']), ...dates(p) }), (r) => ({
      recordId: r.recordId,
      lockId: r.lockId,
      recordTypeFromLock: r.recordType,
      recordType: r.recordType,
      success: r.success,
      username: r.username,
      keyboardPwd: r.keyboardPwd,
      lockDate: r.lockDate,
      serverDate: r.serverDate,
      electricQuantity: msOrZero(r.electricQuantity),
    })),
};
