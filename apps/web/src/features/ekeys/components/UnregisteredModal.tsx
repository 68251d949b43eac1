// Spec §8: the recipient account is not registered — choose a country code and resend, or confirm sending to
// an unregistered account (the key then waits, "waiting accept", until someone registers with that account).
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  account: string;
  /** A mobile number: a wrong country code is the likely cause. */
  mobile: boolean;
  busy: boolean;
  onEdit: () => void;
  onConfirm: () => void;
};

export function UnregisteredModal({ open, account, mobile, busy, onEdit, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('ekeys.unregistered.title')}
      onCancel={onEdit}
      footer={[
        <Button key="edit" onClick={onEdit}>
          {t(mobile ? 'ekeys.unregistered.changeCountry' : 'ekeys.unregistered.editAccount')}
        </Button>,
        <Button key="send" type="primary" loading={busy} onClick={onConfirm}>
          {t('ekeys.unregistered.sendAnyway')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {t(mobile ? 'ekeys.unregistered.text' : 'ekeys.unregistered.textEmail', { account })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('ekeys.unregistered.waiting')}</Typography.Paragraph>
    </Modal>
  );
}
