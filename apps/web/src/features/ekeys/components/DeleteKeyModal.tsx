// Delete an ekey (POST /key/delete), optionally with every ekey its holder issued on this lock (spec §4).
import { Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';

type Props = { item: EkeyItem; onClose: () => void; onDelete: (deleteIssued: 0 | 1) => Promise<unknown> };

export function DeleteKeyModal({ item, onClose, onDelete }: Props) {
  const { t } = useTranslation();
  const [issued, setIssued] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={t('ekeys.delete.title', { name: item.keyName })}
      okText={t('ekeys.actions.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.actions.cancel')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        setBusy(true);
        try {
          await onDelete(issued ? 1 : 0);
          onClose();
        } catch {
          // The action hook has shown why; the dialog stays for another try.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Typography.Paragraph>{t('ekeys.delete.text', { account: item.username })}</Typography.Paragraph>
      {item.uid !== null && (
        <Checkbox checked={issued} onChange={(e) => setIssued(e.target.checked)}>
          {t('ekeys.delete.issued')}
        </Checkbox>
      )}
    </Modal>
  );
}
