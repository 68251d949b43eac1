// Giving fingerprints (type 5) or cards (type 6) of a lock to a person (issue 19): the chosen ones, the receiver
// checked by name, the code sent to the caller's own account (the same fields as a lock transfer), then POST
// /credential/transfer. The person accepts it on their Transfer locks page; the caller's lock keeps them. The
// server's refusal (a fingerprint without a desk reader's data, a wrong code …) shows under the form.
import { Alert, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFER_TYPE, type ReceivedKind } from '@lockconsole/shared/transfer/transfer';
import { errorText } from '../../../lib/credentials/problems';
import { toast } from '../../../lib/toast';
import { offerCredentialTransfer } from '../api/transfersApi';
import type { GiveItem } from '../hooks/useGiveSelection';
import { useTransferReceiver } from '../hooks/useTransferReceiver';
import { TransferReceiverFields } from './TransferReceiverFields';

type Props = { lockId: number; kind: ReceivedKind; items: GiveItem[]; onClose: () => void; onGiven: () => void };

export function GiveCredentialsModal({ lockId, kind, items, onClose, onGiven }: Props) {
  const { t } = useTranslation();
  const r = useTransferReceiver();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    setProblem(null);
    const who = r.params();
    if (!who) return;
    setBusy(true);
    try {
      await offerCredentialTransfer({
        ...who,
        lockId,
        transferType: kind === 'fingerprint' ? TRANSFER_TYPE.fingerprintToPerson : TRANSFER_TYPE.cardToPerson,
        credentialIdList: JSON.stringify(items.map((i) => i.id)),
      });
      toast.success(t('transfers.give.done'));
      onGiven();
      onClose();
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={640}
      title={t(`transfers.give.title.${kind}`)}
      okText={t('transfers.give.submit', { count: items.length })}
      okButtonProps={{ ...{ 'data-testid': 'give-submit' } }}
      cancelText={t('common.actions.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t(`transfers.give.intro.${kind}`)}</Typography.Paragraph>
      <Typography.Text strong>{t('transfers.give.chosen', { count: items.length })}</Typography.Text>
      <Space size={[4, 4]} wrap style={{ display: 'flex', margin: '8px 0 16px' }} data-testid="give-items">
        {items.map((i) => (
          <Tag key={i.id}>{i.name && i.number ? `${i.name} (${i.number})` : i.name || i.number}</Tag>
        ))}
      </Space>
      <Typography.Text strong>{t('transfers.offer.receiver')}</Typography.Text>
      <TransferReceiverFields r={r} codeId="give-code" />
      {problem && <Alert type="error" showIcon role="alert" message={problem} />}
    </Modal>
  );
}
