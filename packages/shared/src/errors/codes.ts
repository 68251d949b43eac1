// Every error code the API answers with, mapped to its i18n key in the `errors` namespace.
// Codes mirror the established lock platform where lock-platform-facts.md lists one; the rest are ours (1xxxx).
export const ERROR = {
  success: { code: 0, key: 'errors.success' },
  /** Session missing, invalid or expired: the client logs out (spec §4). */
  notLoggedIn: { code: -4, key: 'errors.notLoggedIn' },
  /** Session revoked (logout elsewhere, password or account change): the client logs out. */
  sessionRevoked: { code: -2000, key: 'errors.sessionRevoked' },
  noPermission: { code: -2018, key: 'errors.noPermission' },
  badParameter: { code: -3, key: 'errors.badParameter' },
  notFound: { code: -1003, key: 'errors.notFound' },
  clockSkew: { code: 80000, key: 'errors.clockSkew' },
  signatureMissing: { code: 10001, key: 'errors.signatureMissing' },
  signatureInvalid: { code: 10002, key: 'errors.signatureInvalid' },
  unknownApp: { code: 10005, key: 'errors.unknownApp' },
  /** The Host name is not one this console is served under (docs/security.md). */
  hostNotServed: { code: 10006, key: 'errors.hostNotServed' },
  /** A sign-in link that is unknown, used, expired, or whose account or session has ended (#28.1). */
  loginLinkInvalid: { code: 10012, key: 'errors.loginLinkInvalid' },
  /** The request (headers and body) did not arrive within REQUEST_TIMEOUT_MS (#28.3); HTTP 408. */
  requestTooSlow: { code: 10013, key: 'errors.requestTooSlow' },
  /** The same signed write again within the date window (#21.8): a replay, refused; nothing changes. */
  requestReplayed: { code: 10014, key: 'errors.requestReplayed' },
  /**
   * Never sent by a node itself: the load balancer's answer (HTTP 502/503/504) when no API node could take the
   * request — a node died mid-request or all are restarting (docs/operations.md). Safe to retry a read; a write may
   * or may not have happened.
   */
  serviceUnavailable: { code: 10015, key: 'errors.serviceUnavailable' },
  wrongAccountOrPassword: { code: 10007, key: 'errors.wrongAccountOrPassword' },
  wrongPassword: { code: 10008, key: 'errors.wrongPassword' },
  newDeviceCodeRequired: { code: 10009, key: 'errors.newDeviceCodeRequired' },
  loginThrottledAccount: { code: 10010, key: 'errors.loginThrottledAccount' },
  loginThrottledIp: { code: 10011, key: 'errors.loginThrottledIp' },
  accountExists: { code: 30003, key: 'errors.accountExists' },
  accountNotFound: { code: 30004, key: 'errors.accountNotFound' },
  accountTypeNotAllowed: { code: 30005, key: 'errors.accountTypeNotAllowed' },
  agreementRequired: { code: 30006, key: 'errors.agreementRequired' },
  sameAccount: { code: 30007, key: 'errors.sameAccount' },
  lastIdentifier: { code: 30008, key: 'errors.lastIdentifier' },
  codeWrong: { code: 30010, key: 'errors.codeWrong' },
  codeExpired: { code: 30011, key: 'errors.codeExpired' },
  codeTooManyAttempts: { code: 30012, key: 'errors.codeTooManyAttempts' },
  codeSendTooSoon: { code: 30013, key: 'errors.codeSendTooSoon' },
  codeDailyLimit: { code: 30014, key: 'errors.codeDailyLimit' },
  sliderRequired: { code: 30020, key: 'errors.sliderRequired' },
  sliderInvalid: { code: 30021, key: 'errors.sliderInvalid' },
  channelNotAvailable: { code: 30022, key: 'errors.channelNotAvailable' },
  transferToSelf: { code: -3011, key: 'errors.transferToSelf' },
  transferOrDeleteLocksFirst: { code: -4063, key: 'errors.transferOrDeleteLocksFirst' },
  tooManyRequests: { code: 10029, key: 'errors.tooManyRequests' },
  serviceError: { code: 10500, key: 'errors.serviceError' },
  // Devices (issue 4): gateway codes mirror the established platform; 106xx are ours.
  noGatewayNearLock: { code: -2012, key: 'errors.noGatewayNearLock' },
  gatewayOffline: { code: -3002, key: 'errors.gatewayOffline' },
  gatewayBusy: { code: -3003, key: 'errors.gatewayBusy' },
  lockOffline: { code: -3036, key: 'errors.lockOffline' },
  lockBusy: { code: -3037, key: 'errors.lockBusy' },
  gatewayNotFound: { code: -4037, key: 'errors.gatewayNotFound' },
  remoteUnlockNotEnabled: { code: -4043, key: 'errors.remoteUnlockNotEnabled' },
  lockInitialized: { code: -4044, key: 'errors.lockInitialized' },
  deviceRejected: { code: -4045, key: 'errors.deviceRejected' },
  storageFull: { code: -4056, key: 'errors.storageFull' },
  pairingCodeInvalid: { code: 10601, key: 'errors.pairingCodeInvalid' },
  operationTimeout: { code: 10602, key: 'errors.operationTimeout' },
  operationFailed: { code: 10603, key: 'errors.operationFailed' },
  lockAlreadyAdded: { code: 10604, key: 'errors.lockAlreadyAdded' },
  deviceServiceUnavailable: { code: 10605, key: 'errors.deviceServiceUnavailable' },
  /** Activation of a gateway registered to another account without the device's proof (docs/protocol.md §1). */
  gatewayRegisteredElsewhere: { code: 10606, key: 'errors.gatewayRegisteredElsewhere' },
  // Locks, groups and gateways (issue 5): 107xx are ours.
  /** Clock query/calibration with no gateway hearing the lock (spec §8 message). */
  lockNotConnectedToGateway: { code: 10701, key: 'errors.lockNotConnectedToGateway' },
  /** A call whose subject belongs to a later issue (transfer, export): validated and authorized, then refused. */
  notAvailableYet: { code: 10702, key: 'errors.notAvailableYet' },
  groupNameExists: { code: 10703, key: 'errors.groupNameExists' },
  groupNotFound: { code: 10704, key: 'errors.groupNotFound' },
  hotelModeOff: { code: 10705, key: 'errors.hotelModeOff' },
  // Passcodes (issue 7): codes mirror the established platform; 108xx are ours.
  /** The lock has no usable secret to derive offline codes from. */
  passcodeNoData: { code: -1007, key: 'errors.passcodeNoData' },
  /** Every slot for that type and period was issued (deleted codes' slots are never reused). */
  passcodePeriodUsed: { code: -1026, key: 'errors.passcodePeriodUsed' },
  passcodeNotFound: { code: -2009, key: 'errors.passcodeNotFound' },
  passcodeBadLength: { code: -3006, key: 'errors.passcodeBadLength' },
  /** Passcode version 0 (spec §8 message). */
  passcodeOldAppVersion: { code: 10801, key: 'errors.passcodeOldAppVersion' },
  passcodeTooSimple: { code: -2032, key: 'errors.passcodeTooSimple' },
  /** The code equals a live code of the lock (custom or offline); also a lock refusing a duplicate. */
  passcodeDuplicate: { code: -3007, key: 'errors.passcodeDuplicate' },
  /** 250 custom codes on the lock. */
  passcodeFull: { code: -3009, key: 'errors.passcodeFull' },
  /** More than 10 passcodes issued for one lock within a minute (per-lock rate guard). */
  passcodeRateLimited: { code: 10802, key: 'errors.passcodeRateLimited' },
  /** Resync of a code that has nothing waiting for the lock. */
  passcodeNothingToSync: { code: 10803, key: 'errors.passcodeNothingToSync' },
  /** Resync stopped after repeated failures; {{reason}} is the last cause. */
  passcodeSyncGaveUp: { code: 10804, key: 'errors.passcodeSyncGaveUp' },
  /** The passcode is waiting for the lock (adding, updating, deleting, or a failed delete): no other write now. */
  passcodeSyncPending: { code: 10805, key: 'errors.passcodeSyncPending' },
  // Ekeys (issue 6): codes mirror the established platform; 109xx are ours.
  keyNotFound: { code: -1008, key: 'errors.keyNotFound' },
  /** Sending a key to the sender's own account. */
  keySendToSelf: { code: -2019, key: 'errors.keySendToSelf' },
  /** Sending a key to the lock's owner (the primary administrator). */
  keySendToOwner: { code: -2020, key: 'errors.keySendToOwner' },
  /** The chosen period is longer than the sender's or changer's own key (spec §5/§6). */
  keyPeriodBeyondOwn: { code: -3039, key: 'errors.keyPeriodBeyondOwn' },
  /** The key may not unlock remotely (not allowed, or outside its validity or cycle window). */
  keyNoRemotePermission: { code: -3046, key: 'errors.keyNoRemotePermission' },
  /** Receiver not registered: choose a country code and resend, or confirm sending to an unregistered account. */
  keyReceiverNotRegistered: { code: -4064, key: 'errors.keyReceiverNotRegistered' },
  /** The key's current state does not allow that change (e.g. unfreezing a key that is not frozen). */
  keyStateNotAllowed: { code: 10901, key: 'errors.keyStateNotAllowed' },
  /** An unlock link that is malformed, forged, expired, or whose key no longer opens. */
  unlockLinkInvalid: { code: 10902, key: 'errors.unlockLinkInvalid' },
  // Cards and the credential engine (issue 14): 108xx continue the passcodes' range.
  /** Spec §8 "Card not found". */
  cardNotFound: { code: -2010, key: 'errors.cardNotFound' },
  /** The lock already has that card number. */
  cardExists: { code: 10811, key: 'errors.cardExists' },
  /** The lock holds 1,000 cards. */
  cardFull: { code: 10812, key: 'errors.cardFull' },
  /** The card is waiting for the lock (adding, updating, deleting): no other write now. */
  cardSyncPending: { code: 10813, key: 'errors.cardSyncPending' },
  /** Resync of a card with nothing waiting for the lock. */
  cardNothingToSync: { code: 10814, key: 'errors.cardNothingToSync' },
  /** Resync stopped after repeated failures; {{reason}} is the last cause. */
  cardSyncGaveUp: { code: 10815, key: 'errors.cardSyncGaveUp' },
  /** A lost card cannot be changed (delete it, or issue the number again). */
  cardLost: { code: 10816, key: 'errors.cardLost' },
  /** A card written by the encoder carries its period itself: write it again to change it. */
  cardWrittenByEncoder: { code: 10818, key: 'errors.cardWrittenByEncoder' },
  /** A read-back found the lock does not hold a credential the console had as stored. */
  credentialNotOnLock: { code: 10817, key: 'errors.credentialNotOnLock' },
  // Key fobs, wireless keypads and QR codes (issue 16) on the credential engine.
  /** The key fob is not on this lock (deleted, or another lock's). */
  keyfobNotFound: { code: -2013, key: 'errors.keyfobNotFound' },
  /** The key fob is already paired with this lock. */
  keyfobExists: { code: 10821, key: 'errors.keyfobExists' },
  /** The lock holds as many key fobs as it can. */
  keyfobFull: { code: 10822, key: 'errors.keyfobFull' },
  /** The key fob is waiting for the lock: no other write now. */
  keyfobSyncPending: { code: 10823, key: 'errors.keyfobSyncPending' },
  /** Resync of a key fob with nothing waiting for the lock. */
  keyfobNothingToSync: { code: 10824, key: 'errors.keyfobNothingToSync' },
  /** Resync stopped after repeated failures; {{reason}} is the last cause. */
  keyfobSyncGaveUp: { code: 10825, key: 'errors.keyfobSyncGaveUp' },
  /** The lock heard no key fob (or keypad) in pairing mode during the scan. */
  accessoryNotFound: { code: 10826, key: 'errors.accessoryNotFound' },
  /** The wireless keypad is not paired with this lock. */
  keypadNotFound: { code: -2014, key: 'errors.keypadNotFound' },
  keypadExists: { code: 10831, key: 'errors.keypadExists' },
  keypadFull: { code: 10832, key: 'errors.keypadFull' },
  keypadSyncPending: { code: 10833, key: 'errors.keypadSyncPending' },
  keypadNothingToSync: { code: 10834, key: 'errors.keypadNothingToSync' },
  keypadSyncGaveUp: { code: 10835, key: 'errors.keypadSyncGaveUp' },
  /** The QR code is not on this lock (deleted, or another lock's). */
  qrcodeNotFound: { code: -2015, key: 'errors.qrcodeNotFound' },
  /** The lock has as many QR codes as the console keeps for one lock. */
  qrcodeFull: { code: 10841, key: 'errors.qrcodeFull' },
  /** A QR code link that is malformed, forged, or whose QR code was deleted. */
  qrcodeLinkInvalid: { code: 10842, key: 'errors.qrcodeLinkInvalid' },
  // Fingerprints, faces and palm veins (issue 15) on the credential engine.
  /** The fingerprint is not on this lock (deleted, or another lock's); the established platforms' −1023. */
  fingerprintNotFound: { code: -1023, key: 'errors.fingerprintNotFound' },
  faceNotFound: { code: -2016, key: 'errors.faceNotFound' },
  palmVeinNotFound: { code: -2017, key: 'errors.palmVeinNotFound' },
  /** The lock's store of that kind is full. */
  biometricFull: { code: 10851, key: 'errors.biometricFull' },
  /** The credential is waiting for the lock (enrolling, updating, deleting): no other write now. */
  biometricSyncPending: { code: 10852, key: 'errors.biometricSyncPending' },
  biometricNothingToSync: { code: 10853, key: 'errors.biometricNothingToSync' },
  /** Retried too often; {{reason}} is the last cause. */
  biometricSyncGaveUp: { code: 10854, key: 'errors.biometricSyncGaveUp' },
  /** A face photo the check refused; {{reason}} says why (errors.facePhoto.<problem>). */
  facePhotoRefused: { code: 10855, key: 'errors.facePhotoRefused' },
  /** The face check is busy or failed: try again in a moment. */
  facePhotoCheckUnavailable: { code: 10856, key: 'errors.facePhotoCheckUnavailable' },
  /** A face enrolled from a photo cannot be sent again (the photo is not kept): delete it and add the photo again. */
  facePhotoNotKept: { code: 10857, key: 'errors.facePhotoNotKept' },
  /** Copying needs the reader's template: a fingerprint enrolled at a lock's own sensor stays in that lock. */
  fingerprintNotCopyable: { code: 10858, key: 'errors.fingerprintNotCopyable' },
  // Exports (issue 18).
  /** Spec §5: unlock records can be exported for the past six months only. */
  exportTooOld: { code: 10861, key: 'errors.exportTooOld' },
  /** Spec §5: more rows than the server's cap ({{rows}}, {{max}}): choose fewer locks or a shorter period. */
  exportTooMany: { code: 10862, key: 'errors.exportTooMany' },
  /** The account has {{count}} exports queued or running. */
  exportBusy: { code: 10863, key: 'errors.exportBusy' },
  /** Spec §6: batch export and user export are premium functions and apply only to the caller's own locks. */
  exportOwnLocksOnly: { code: 10864, key: 'errors.exportOwnLocksOnly' },
  exportNotFound: { code: 10865, key: 'errors.exportNotFound' },
  /** No file to download: not done yet, failed, cancelled or expired. */
  exportNoFile: { code: 10866, key: 'errors.exportNoFile' },
  /** The export has already ended (nothing to cancel). */
  exportEnded: { code: 10867, key: 'errors.exportEnded' },
  /** Shown on a failed export. */
  exportFailed: { code: 10868, key: 'errors.exportFailed' },
  // Door sensors and alerts (issue 29).
  /** A door-left-open alert needs a lock with a door sensor. */
  noDoorSensor: { code: 10871, key: 'errors.noDoorSensor' },
  /** Raise and lower are for parking locks only. */
  notParkingLock: { code: 10872, key: 'errors.notParkingLock' },
  /** A parking lock is raised and lowered, not locked and unlocked. */
  parkingLockRaiseLower: { code: 10873, key: 'errors.parkingLockRaiseLower' },
  // Integrations (issue 20).
  /** The API key's scopes do not include this call ({{scope}}), or no key may make it (account settings, keys). */
  apiKeyScope: { code: 10881, key: 'errors.apiKeyScope' },
  /** More requests with this key in a minute than it may make ({{limit}}); retry after {{seconds}} s (HTTP 429). */
  apiKeyRateLimited: { code: 10882, key: 'errors.apiKeyRateLimited' },
  /** An account has at most {{max}} active keys. */
  apiKeyLimit: { code: 10883, key: 'errors.apiKeyLimit' },
  apiKeyNotFound: { code: 10884, key: 'errors.apiKeyNotFound' },
  /** A webhook URL that resolves to loopback, link-local or private addresses ({{host}}), or does not resolve. */
  webhookUrlRefused: { code: 10885, key: 'errors.webhookUrlRefused' },
  /** An account has at most {{max}} webhook endpoints. */
  webhookLimit: { code: 10886, key: 'errors.webhookLimit' },
  webhookNotFound: { code: 10887, key: 'errors.webhookNotFound' },
  /** Only a delivery that used every retry can be sent again. */
  deliveryNotFailed: { code: 10888, key: 'errors.deliveryNotFailed' },
  // Paid services (issue 17).
  /** The package is not on sale (on this site, or any more). */
  packageNotFound: { code: 10890, key: 'errors.packageNotFound' },
  orderNotFound: { code: 10891, key: 'errors.orderNotFound' },
  /** Only an unpaid order can be paid or cancelled; this one is paid, overdue, cancelled or refunded. */
  orderClosed: { code: 10892, key: 'errors.orderClosed' },
  /** No units of the service left ({{service}}): buy a package. */
  quotaEmpty: { code: 10893, key: 'errors.quotaEmpty' },
  /** The 10-day premium trial is once per account (or premium is already running). */
  premiumTrialUsed: { code: 10894, key: 'errors.premiumTrialUsed' },
  /** The premium tier covers fewer locks ({{max}}) than the account owns ({{locks}}). */
  premiumTierTooSmall: { code: 10895, key: 'errors.premiumTierTooSmall' },
  /** The lock owner's balance of the service ({{service}}) is empty: only the owner buys, so ask them. */
  quotaEmptyAskOwner: { code: 10896, key: 'errors.quotaEmptyAskOwner' },
  /** A premium function ({{function}}) and the caller's premium is not running: open it (trial or a year). */
  premiumRequired: { code: 10897, key: 'errors.premiumRequired' },
  /** A premium function ({{function}}) on another owner's lock: that owner's premium must run; ask them. */
  premiumAskOwner: { code: 10898, key: 'errors.premiumAskOwner' },
  /** No payment provider takes this pay method on this console (none configured, and the sandbox is off). */
  payMethodUnavailable: { code: 10899, key: 'errors.payMethodUnavailable' },
  /** The pay method's provider does not take the package's currency (the wallets RMB, PayPal dollars). */
  payMethodCurrency: { code: 10900, key: 'errors.payMethodCurrency' },
  // Message templates (issue 19).
  templateNotFound: { code: 10910, key: 'errors.templateNotFound' },
  /** Template names are unique per account and type. */
  templateNameExists: { code: 10911, key: 'errors.templateNameExists' },
  /** An account keeps at most {{max}} templates. */
  templateLimit: { code: 10912, key: 'errors.templateLimit' },
  /** The chosen template is for another channel or another kind of message. */
  templateNotForThis: { code: 10913, key: 'errors.templateNotForThis' },
  // Transfers (issue 19).
  transferNotFound: { code: 10914, key: 'errors.transferNotFound' },
  /** The transfer was accepted, declined, withdrawn or has expired. */
  transferEnded: { code: 10915, key: 'errors.transferEnded' },
  /** One of the locks is already in a transfer waiting for its receiver. */
  lockAlreadyOffered: { code: 10916, key: 'errors.lockAlreadyOffered' },
  // Hotel rooms (issue 19).
  /** A check-out time in the past or more than {{max}} days ahead. */
  stayTimeInvalid: { code: 10917, key: 'errors.stayTimeInvalid' },
  /** The room has a guest: check them out first. */
  roomOccupied: { code: 10918, key: 'errors.roomOccupied' },
  /** The room has no guest to check out. */
  roomVacant: { code: 10919, key: 'errors.roomVacant' },
  // The map (issue 19).
  /** This brand does not show the public map (its `map` feature is off). */
  mapOff: { code: 10920, key: 'errors.mapOff' },
  /** No city with this id in the city list. */
  cityNotFound: { code: 10921, key: 'errors.cityNotFound' },
  /** Too many live map boards open from this address. */
  mapStreamsFull: { code: 10922, key: 'errors.mapStreamsFull' },
  // Face verification of key holders (issue 15).
  /** The lock asks key holders to show their face before it opens remotely: verify first (POST /key/verifyFace). */
  faceVerificationRequired: { code: 10923, key: 'errors.faceVerificationRequired' },
  /** The face shown is not the one this person showed first on the lock. */
  faceNotMatched: { code: 10924, key: 'errors.faceNotMatched' },
  /** The lock does not ask for faces (its owner has not turned face verification on). */
  faceAuthOff: { code: 10925, key: 'errors.faceAuthOff' },
  /** The caller need not show their face now (verified in this period, or they manage the lock). */
  faceVerificationNotNeeded: { code: 10926, key: 'errors.faceVerificationNotNeeded' },
  /** Too many faces that did not match today: wait, or ask a manager of the lock to reset the face. */
  faceTooManyTries: { code: 10927, key: 'errors.faceTooManyTries' },
  /** A lock that asks key holders for their face does not open by unlock link. */
  faceAuthNoLink: { code: 10928, key: 'errors.faceAuthNoLink' },
  /** Hotel check-in with a card the lock knows already (in its card list): use a blank card or another one. */
  roomCardInUse: { code: 10929, key: 'errors.roomCardInUse' },
  // Applications of the TTLock-compatible API (issue 25).
  /** An account has at most {{max}} active applications. */
  openAppLimit: { code: 10930, key: 'errors.openAppLimit' },
  openAppNotFound: { code: 10931, key: 'errors.openAppNotFound' },
  /** No such sign-in of the caller's account to an application. */
  openTokenNotFound: { code: 10932, key: 'errors.openTokenNotFound' },
  // Fingerprint data and card numbers given to a person (issue 19, transfer types 5 and 6).
  /** No such received fingerprint or card of the caller's. */
  receivedNotFound: { code: 10933, key: 'errors.receivedNotFound' },
} as const;

export type ErrorName = keyof typeof ERROR;
export type ErrorCode = (typeof ERROR)[ErrorName]['code'];

/** Codes the client treats as "log out" (spec §8). */
export const LOGOUT_CODES: readonly number[] = [ERROR.notLoggedIn.code, ERROR.sessionRevoked.code];
export const NO_PERMISSION_CODE = ERROR.noPermission.code;
