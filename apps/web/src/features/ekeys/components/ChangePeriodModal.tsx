// Change the validity of one ekey (POST /key/changePeriod): the spec §5 rules inline; the server's "longer than
// your own validity" (-3039) shows under the end time.
import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { isApiError } from '../../../lib/api/ApiError';
import { serverFieldErrors } from '../../../lib/forms/serverErrors';
import { changeKeyPeriod } from '../api/ekeyApi';
import {
  periodFieldOf,
  periodFormProblems,
  periodFromKey,
  periodRequest,
  type PeriodField,
  type Problems,
} from '../periodForm';
import { PeriodFields } from './PeriodFields';

type Props = { item: EkeyItem; tz: number; tzLabel: string; onClose: () => void; onSaved: () => void };

export function ChangePeriodModal({ item, tz, tzLabel, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => periodFromKey(item, Date.now(), tz));
  const [problems, setProblems] = useState<Problems<PeriodField>>({});
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const check = (p: typeof period) =>
    Object.fromEntries(Object.entries(periodFormProblems(p, Date.now(), tz)).map(([f, k]) => [f, t(k)]));

  const save = async () => {
    setAttempted(true);
    setFailure(undefined);
    const found = check(period);
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await changeKeyPeriod({ keyId: item.keyId, ...periodRequest(period, tz) });
      onSaved();
      onClose();
    } catch (e) {
      const fields: Problems<PeriodField> = {};
      for (const [f, m] of Object.entries(serverFieldErrors(e))) {
        const field = periodFieldOf(f);
        if (field) fields[field] ??= m;
      }
      if (isApiError(e) && e.code === -3039) fields.end = e.message;
      if (Object.keys(fields).length) setProblems(fields);
      else setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={640}
      title={t('ekeys.period.title', { name: item.keyName })}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={busy}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void save()}>
        <PeriodFields
          idPrefix="period"
          value={period}
          problems={problems}
          timeNote={tzLabel}
          onChange={(p) => {
            setPeriod(p);
            if (attempted) setProblems(check(p));
          }}
        />
        {failure && <Alert type="error" showIcon message={failure} />}
      </Form>
    </Modal>
  );
}
