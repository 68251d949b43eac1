// A secret the server shows once (an API key, a webhook signing secret): a warning, the value to copy, Done.
import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { title: string; warning: string; value: string | null; testId: string; onClose: () => void };

export function ShownOnce({ title, warning, value, testId, onClose }: Props) {
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
      <Typography.Paragraph copyable={{ text: value ?? '' }} code data-testid={testId}>
        {value}
      </Typography.Paragraph>
    </Modal>
  );
}
