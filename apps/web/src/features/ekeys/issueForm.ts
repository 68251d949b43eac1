// The issue-ekey form (spec §2 /manage/issueEKey, /manage/issueEKeyBatch, /ekey/send) ↔ API: receiver (mobile
// with country code or e-mail), name, validity, remote unlock, authorized admin, remarks. Problems are i18n keys
// by form field, from the shared rules only. Pure.
import { keyNameParam, remarksParam } from '@lockconsole/shared/ekey/ekey';
import { accountParams, accountProblem, type AccountValue } from '../../components/account/accountValue';
import {
  periodFieldOf,
  periodFormProblems,
  periodRequest,
  type PeriodField,
  type PeriodForm,
  type PeriodRequest,
  type Problems,
} from './periodForm';

export type IssueForm = {
  receiver: AccountValue;
  keyName: string;
  period: PeriodForm;
  remoteEnable: boolean;
  /** Authorized admin: offered to the owner only. */
  keyRight: boolean;
  remarks: string;
};
export type IssueField = PeriodField | 'receiver' | 'keyName' | 'remarks' | 'locks';

export type IssueRequest = PeriodRequest & {
  receiverUsername: string;
  countryCode?: string;
  keyName: string;
  keyRight: 0 | 1;
  remoteEnable: 1 | 2;
  remarks?: string;
  createUser: 0 | 1;
};

const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : (r.error?.issues[0]?.message ?? 'validation.invalid');

export function issueProblems(f: IssueForm, now: number, tz: number): Problems<IssueField> {
  const out: Problems<IssueField> = {};
  const receiver = accountProblem(f.receiver);
  if (receiver) out.receiver = receiver;
  const name = firstIssue(keyNameParam().safeParse(f.keyName));
  if (name) out.keyName = name;
  const remarks = f.remarks.trim() ? firstIssue(remarksParam().safeParse(f.remarks)) : undefined;
  if (remarks) out.remarks = remarks;
  return { ...out, ...periodFormProblems(f.period, now, tz) };
}

/** The fields of /key/send and /key/sendBatch besides the lock(s). */
export function issueRequest(f: IssueForm, tz: number, createUser: 0 | 1 = 0): IssueRequest {
  const { account, countryCode } = accountParams(f.receiver);
  return {
    receiverUsername: account,
    countryCode,
    keyName: f.keyName.trim(),
    keyRight: f.keyRight ? 1 : 0,
    remoteEnable: f.remoteEnable ? 1 : 2,
    remarks: f.remarks.trim() || undefined,
    createUser,
    ...periodRequest(f.period, tz),
  };
}

/** Which form field a server field error (-3, data.errors[].field) belongs to. */
export function issueFieldOf(apiField: string): IssueField | undefined {
  if (apiField === 'receiverUsername' || apiField === 'countryCode') return 'receiver';
  if (apiField === 'keyName' || apiField === 'remarks') return apiField;
  if (apiField === 'lockIds' || apiField === 'lockId') return 'locks';
  return periodFieldOf(apiField);
}
