// Spec §8: the receiver's account is not registered — choose a country code and send again (or correct the
// e-mail), or confirm sending to the unregistered account. One dialog for every form that sends keys (an ekey,
// keys over several locks, an authorized admin); the texts are the caller's, already translated.
import { Button, Modal, Typography } from 'antd';

type Props = {
  open: boolean;
  busy: boolean;
  texts: { title: string; body: string; note?: string; change: string; confirm: string };
  /** Back to the form to change the account (or its country code). */
  onChange: () => void;
  /** Send again, to the unregistered account. */
  onConfirm: () => void;
  /** After the dialog has gone (and handed the focus back): the form moves the focus on. */
  afterClose?: () => void;
};

export function UnregisteredReceiverModal({ open, busy, texts, onChange, onConfirm, afterClose }: Props) {
  return (
    <Modal
      open={open}
      title={texts.title}
      onCancel={onChange}
      afterClose={afterClose}
      destroyOnHidden
      footer={[
        <Button key="change" onClick={onChange}>
          {texts.change}
        </Button>,
        <Button key="send" type="primary" loading={busy} onClick={onConfirm}>
          {texts.confirm}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{texts.body}</Typography.Paragraph>
      {texts.note && <Typography.Paragraph type="secondary">{texts.note}</Typography.Paragraph>}
    </Modal>
  );
}
