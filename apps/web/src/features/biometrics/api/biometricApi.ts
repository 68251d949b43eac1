// Fingerprint, face and palm vein endpoints (issue 15; schemas in packages/shared/src/biometric/). One set of calls
// per kind with the spec's field names (`fingerprintId`, `faceName` …); answers are normalized to one row shape
// (`id`, `kind`) so the tab, its dialogs and the enrolment view need no per-kind code. Faces also come from a photo
// (/face/add, checked first with /face/checkPhoto); fingerprints collected with a desk reader go to many locks
// (/fingerprint/add) and can be copied later (/fingerprint/copy); one received from another person (issue 19) goes to
// the caller's locks the same way (/fingerprint/addReceived). Silent: the pages show refusals where they happen.
import type { BiometricPrefix, FaceItem, FingerprintItem, PalmVeinItem } from '@lockconsole/shared/biometric/biometric';
import type { AddFaceRequest, FacePhotoProblem } from '@lockconsole/shared/biometric/face-photo';
import type { FingerprintLockResult } from '@lockconsole/shared/biometric/fingerprint-reader';
import type { CredentialPeriodInput } from '@lockconsole/shared/credential/credential';
import { apiGet, apiPost } from '../../../lib/api/client';

export type BiometricKind = BiometricPrefix;
export const BIOMETRIC_KINDS: readonly BiometricKind[] = ['fingerprint', 'face', 'palmVein'];

type RawItem = FingerprintItem | FaceItem | PalmVeinItem;
/** One fingerprint, face or palm vein as every view reads it: the shared item plus its kind and id. */
export type BiometricRow = Omit<
  FingerprintItem,
  'fingerprintId' | 'fingerprintNumber' | 'fingerprintName' | 'fingerprintType'
> & {
  kind: BiometricKind;
  id: number;
};
export type BiometricPage = { list: BiometricRow[]; pageNo: number; pageSize: number; pages: number; total: number };
export type BiometricListQuery = { lockId: number; pageNo: number; pageSize: number; searchStr?: string };
export type ClearBiometricResult = { count: number; operationId: number | null; failureReason: string | null };
export type FingerprintLocksResult = { locks: FingerprintLockResult[] };
export type CheckPhotoResult = { ok: boolean; problem: FacePhotoProblem | null; message: string | null };

/** The enrolment request as the form builds it (the kind's name field is added by `enrollBiometric`). */
export type EnrollInput = CredentialPeriodInput & { lockId: number; name?: string; consent: 1 };

const quiet = { silent: true } as const;

export function toRow(kind: BiometricKind, raw: RawItem): BiometricRow {
  const r = raw as unknown as Record<string, unknown>;
  return { ...(raw as unknown as BiometricRow), kind, id: r[`${kind}Id`] as number };
}

const target = (kind: BiometricKind, lockId: number, id: number) => ({ lockId, [`${kind}Id`]: id });

export async function listBiometrics(kind: BiometricKind, q: BiometricListQuery): Promise<BiometricPage> {
  const page = await apiGet<Omit<BiometricPage, 'list'> & { list: RawItem[] }>(
    `/${kind}/list`,
    { ...q, searchStr: q.searchStr || undefined },
    quiet,
  );
  return { ...page, list: page.list.map((r) => toRow(kind, r)) };
}

/** Enrol at the lock's sensor (or camera): answers the row adding (4) with the operation whose steps come live. */
export async function enrollBiometric(kind: BiometricKind, req: EnrollInput): Promise<BiometricRow> {
  const { name, ...rest } = req;
  return toRow(kind, await apiPost<RawItem>(`/${kind}/enroll`, { ...rest, [`${kind}Name`]: name }, quiet));
}

export const renameBiometric = async (kind: BiometricKind, lockId: number, id: number, name: string) =>
  toRow(kind, await apiPost<RawItem>(`/${kind}/rename`, { ...target(kind, lockId, id), [`${kind}Name`]: name }, quiet));

export const changeBiometricPeriod = async (
  kind: BiometricKind,
  lockId: number,
  id: number,
  period: CredentialPeriodInput,
) => toRow(kind, await apiPost<RawItem>(`/${kind}/changePeriod`, { ...target(kind, lockId, id), ...period }, quiet));

export const deleteBiometric = async (kind: BiometricKind, lockId: number, id: number) =>
  toRow(kind, await apiPost<RawItem>(`/${kind}/delete`, target(kind, lockId, id), quiet));

/** A failed enrolment at the sensor starts again (the person presses again); a failed change or delete is re-sent. */
export const resyncBiometric = async (kind: BiometricKind, lockId: number, id: number) =>
  toRow(kind, await apiPost<RawItem>(`/${kind}/resync`, target(kind, lockId, id), quiet));

export const clearBiometrics = (kind: BiometricKind) => (lockId: number) =>
  apiPost<ClearBiometricResult>(`/${kind}/clear`, { lockId }, quiet);

export const addFace = async (req: AddFaceRequest) => toRow('face', await apiPost<FaceItem>('/face/add', req, quiet));
export const checkFacePhoto = (photo: string) => apiPost<CheckPhotoResult>('/face/checkPhoto', { photo }, quiet);

export type AddFingerprintInput = CredentialPeriodInput & {
  lockIdList: number[];
  fingerprintName?: string;
  consent: 1;
  template: string;
};
export const addFingerprint = (req: AddFingerprintInput) =>
  apiPost<FingerprintLocksResult>('/fingerprint/add', req, quiet);
export const copyFingerprint = (req: { lockId: number; fingerprintId: number; lockIdList: number[] }) =>
  apiPost<FingerprintLocksResult>('/fingerprint/copy', req, quiet);
export type AddReceivedFingerprintInput = Omit<AddFingerprintInput, 'template'> & { receivedId: number };
export const addReceivedFingerprint = (req: AddReceivedFingerprintInput) =>
  apiPost<FingerprintLocksResult>('/fingerprint/addReceived', req, quiet);
