// Transfer types and states as numbers (spec §3), without the endpoint schemas: this module imports no zod (the console
// home reads TRANSFER_STATUS at start, #26).

/** Spec §3 transfer type. */
export const TRANSFER_TYPE = {
  lockToPerson: 1,
  lockToCompany: 2,
  gatewayToPerson: 3,
  gatewayToCompany: 4,
  fingerprintToPerson: 5,
  cardToPerson: 6,
} as const;
export const TRANSFER_STATUS = { waiting: 1, accepted: 2, declined: 3, withdrawn: 4, expired: 5 } as const;
