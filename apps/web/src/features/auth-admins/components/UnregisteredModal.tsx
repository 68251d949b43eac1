// The receiver has no account yet (-4064). Spec §8: "choose a country code and resend, or confirm sending to an
// unregistered account". The first closes the dialog and puts the focus on the country code (or the account for
// an e-mail); the second sends again with createUser=1.
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  account: string;
  isMobile: boolean;
  busy: boolean;
  onChangeAccount: () => void;
  onConfirm: () => void;
  /** After the dialog has gone (and handed the focus back): the page moves the focus on. */
  afterClose?: () => void;
};

export function UnregisteredModal({ open, account, isMobile, busy, onChangeAccount, onConfirm, afterClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('authAdmins.unregistered.title')}
      onCancel={onChangeAccount}
      afterClose={afterClose}
      destroyOnHidden
      footer={[
        <Button key="change" onClick={onChangeAccount}>
          {t(isMobile ? 'authAdmins.unregistered.changeCountry' : 'authAdmins.unregistered.changeAccount')}
        </Button>,
        <Button key="send" type="primary" loading={busy} onClick={onConfirm}>
          {t('authAdmins.unregistered.confirm')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {t(isMobile ? 'authAdmins.unregistered.text' : 'authAdmins.unregistered.textEmail', { account })}
      </Typography.Paragraph>
    </Modal>
  );
}
