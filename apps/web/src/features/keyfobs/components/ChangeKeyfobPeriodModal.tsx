// Changing a key fob's validity, sent to the lock through a gateway (/keyfob/changePeriod). The row then shows
// updating → valid (or update failed with the cause) live; the lock keeps the old validity until it confirms.
import { Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyfobItem } from '@lockconsole/shared/keyfob/keyfob';
import { offsetLabel } from '@lockconsole/lockcore/lock-time';
import { CredentialPeriodFields } from '../../../components/credential/CredentialPeriodFields';
import {
  cardPeriodProblems,
  cardPeriodRequest,
  periodFromCard,
  type Problems,
} from '../../../lib/credentials/credentialPeriod';
import { serverProblems, translateProblems } from '../../../lib/credentials/problems';
import { changeKeyfobPeriod } from '../api/accessoryApi';
import { accessoryFieldOf, type AccessoryField } from '../accessoryView';

type Props = { keyfob: KeyfobItem; tz: number; onClose: () => void; onDone: () => void };

export function ChangeKeyfobPeriodModal({ keyfob, tz, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => periodFromCard(keyfob, Date.now(), tz));
  const [problems, setProblems] = useState<Problems<AccessoryField | 'form'>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const found = cardPeriodProblems(period, Date.now(), tz);
    setProblems(translateProblems(found, t));
    if (Object.keys(found).length) return;
    const req = cardPeriodRequest(period, tz);
    if (JSON.stringify(req) === JSON.stringify(cardPeriodRequest(periodFromCard(keyfob, Date.now(), tz), tz)))
      return onClose();
    setBusy(true);
    try {
      await changeKeyfobPeriod({ lockId: keyfob.lockId, keyfobId: keyfob.keyfobId, ...req });
      onDone();
      onClose();
    } catch (e) {
      setProblems(serverProblems(e, accessoryFieldOf));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={640}
      title={t('keyfobs.change.title', { name: keyfob.keyfobName || keyfob.keyfobNumber })}
      okText={t('keyfobs.change.save')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('keyfobs.change.intro')}</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <CredentialPeriodFields
          idPrefix="change-keyfob"
          value={period}
          onChange={setPeriod}
          problems={problems}
          timeNote={t('cards.form.lockTime', { offset: offsetLabel(tz) })}
        />
        {problems.form && (
          <Typography.Text type="danger" role="alert">
            {problems.form}
          </Typography.Text>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
