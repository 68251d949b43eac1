// A secret the server shows once (an API key, a webhook signing secret, an application's client secret): a warning,
// what else goes with it (children: an application's client id and how to use it), the value to copy, Done.
import { Alert, Button, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  title: string;
  warning: string;
  value: string | null;
  testId: string;
  onClose: () => void;
  /** Names the value above it (e.g. "Client secret"). */
  label?: string;
  children?: ReactNode;
};

export function ShownOnce({ title, warning, value, testId, onClose, label, children }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={value !== null}
      title={title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('integrations.keys.done')}
        </Button>
      }
    >
      <Alert type="warning" showIcon message={warning} style={{ marginBottom: 12 }} />
      {children}
      {label && <Typography.Text strong>{label}</Typography.Text>}
      <Typography.Paragraph copyable={{ text: value ?? '' }} code data-testid={testId}>
        {value}
      </Typography.Paragraph>
    </Modal>
  );
}
