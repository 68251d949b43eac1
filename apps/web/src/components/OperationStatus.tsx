// One line that follows a tracked operation: a spinner with "Sending to the lock…" / the device's state while
// pending, then the result. A polite live region, so screen readers hear the outcome too.
import { Space, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { stateKeyOf } from '../lib/operations/operationState';
import type { OperationView } from '../lib/operations/useOperation';

type Props = { view: OperationView; successKey?: string; testId?: string };

export function OperationStatus({ view, successKey, testId }: Props) {
  const { t } = useTranslation();
  let body: React.ReactNode = null;
  if (view.phase === 'pending') {
    body = (
      <Space size={6}>
        <LoadingOutlined />
        <Typography.Text type="secondary">
          {t(view.operation ? stateKeyOf(view.operation.state) : 'status.operation.sending')}
        </Typography.Text>
      </Space>
    );
  } else if (view.phase === 'success') {
    body = (
      <Space size={6}>
        <CheckCircleFilled style={{ color: 'var(--ant-color-success, #52c41a)' }} />
        <Typography.Text type="success">{t(successKey ?? 'status.operation.success')}</Typography.Text>
      </Space>
    );
  } else if (view.phase === 'failed') {
    body = (
      <Space size={6} align="start">
        <CloseCircleFilled style={{ color: 'var(--ant-color-error, #ff4d4f)' }} />
        <Typography.Text type="danger">
          {view.message ?? t(view.operation ? stateKeyOf(view.operation.state) : 'status.operation.failed')}
        </Typography.Text>
      </Space>
    );
  }
  return (
    <div role="status" aria-live="polite" data-testid={testId} className="operation-status">
      {body}
    </div>
  );
}
