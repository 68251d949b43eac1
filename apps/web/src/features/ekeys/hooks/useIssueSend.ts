// Sending an ekey from the issue form: one lock (/key/send) or many (/key/sendBatch). Sorts the answers into what
// the form shows: sent, problems under fields (-3, and -3039 "longer than your own" under the end time), the
// "recipient not registered" choice of spec §8 (-4064; per lock in a batch), or one message for the rest.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EkeyBatchResult } from '@lockconsole/shared/ekey/ekey';
import { isApiError } from '../../../lib/api/ApiError';
import { serverFieldErrors } from '../../../lib/forms/serverErrors';
import { sendKey, sendKeyBatch } from '../api/ekeyApi';
import { issueFieldOf, issueRequest, type IssueField, type IssueForm } from '../issueForm';
import type { Problems } from '../periodForm';

export const NOT_REGISTERED = -4064;
const BEYOND_OWN_PERIOD = -3039;

export type SendTarget = { lockId: number } | { lockIds: number[] };
export type SendOutcome =
  | { kind: 'sent'; keyId?: number; results?: EkeyBatchResult[] }
  | { kind: 'unregistered'; lockIds?: number[]; results?: EkeyBatchResult[] }
  | { kind: 'problems'; problems: Problems<IssueField> }
  | { kind: 'failed'; message: string };

export function useIssueSend() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  /** `templateId`: one of the caller's ekey templates for the message (one lock only; 0 = the platform's words). */
  const send = async (
    target: SendTarget,
    form: IssueForm,
    tz: number,
    createUser: 0 | 1 = 0,
    templateId = 0,
  ): Promise<SendOutcome> => {
    setBusy(true);
    try {
      const req = issueRequest(form, tz, createUser);
      if ('lockId' in target) {
        const { keyId } = await sendKey({ lockId: target.lockId, ...req, ...(templateId ? { templateId } : {}) });
        return { kind: 'sent', keyId };
      }
      const { results } = await sendKeyBatch({ lockIds: target.lockIds, ...req });
      const unregistered = results.filter((r) => r.errorCode === NOT_REGISTERED).map((r) => r.lockId);
      if (unregistered.length) return { kind: 'unregistered', lockIds: unregistered, results };
      return { kind: 'sent', results };
    } catch (e) {
      if (!isApiError(e)) return { kind: 'failed', message: e instanceof Error ? e.message : String(e) };
      if (e.code === NOT_REGISTERED) return { kind: 'unregistered' };
      if (e.code === BEYOND_OWN_PERIOD) return { kind: 'problems', problems: { end: e.message } };
      const problems: Problems<IssueField> = {};
      for (const [field, message] of Object.entries(serverFieldErrors(e))) {
        const f = issueFieldOf(field);
        if (f) problems[f] ??= message;
      }
      if (Object.keys(problems).length) return { kind: 'problems', problems };
      return { kind: 'failed', message: e.message || t('common.api.failed') };
    } finally {
      setBusy(false);
    }
  };
  return { send, busy };
}
