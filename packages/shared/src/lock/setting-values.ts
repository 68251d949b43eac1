// The lock switches of POST /lock/updateSetting and the values each accepts, without zod: the lock page renders
// without it (#26). The schema is in update-setting.ts.
export const LOCK_SETTING = {
  remoteUnlock: 1,
  unlockNotice: 2,
  doubleVerification: 3,
  attendance: 4,
  hotelMode: 5,
  roomStatus: 6,
} as const;
export type LockSettingName = keyof typeof LOCK_SETTING;
export const LOCK_SETTING_NAMES = Object.keys(LOCK_SETTING) as LockSettingName[];
export const settingNameOf = (type: number): LockSettingName | undefined =>
  LOCK_SETTING_NAMES.find((n) => LOCK_SETTING[n] === type);

/** Values each setting accepts. */
export const SETTING_VALUES: Record<LockSettingName, readonly number[]> = {
  remoteUnlock: [1, 2],
  unlockNotice: [1, 2],
  doubleVerification: [1, 2],
  attendance: [1, 2],
  hotelMode: [1, 0],
  roomStatus: [1, 2],
};
