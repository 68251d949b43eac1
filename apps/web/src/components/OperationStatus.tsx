// One line that follows a tracked operation: a spinner with "Sending to the lock…" / the device's state while
// pending, then the result. A polite live region, so screen readers hear the outcome too. Without antd (#26: it
// sits in every row of the console home's lock list).
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
      <span className="operation-status__line">
        <LoadingOutlined aria-hidden="true" />
        <span className="text-secondary">
          {t(view.operation ? stateKeyOf(view.operation.state) : 'status.operation.sending')}
        </span>
      </span>
    );
  } else if (view.phase === 'success') {
    body = (
      <span className="operation-status__line text-success">
        <CheckCircleFilled aria-hidden="true" />
        <span>{t(successKey ?? 'status.operation.success')}</span>
      </span>
    );
  } else if (view.phase === 'failed') {
    body = (
      <span className="operation-status__line operation-status__line--top text-danger">
        <CloseCircleFilled aria-hidden="true" />
        <span>{view.message ?? t(view.operation ? stateKeyOf(view.operation.state) : 'status.operation.failed')}</span>
      </span>
    );
  }
  return (
    <div role="status" aria-live="polite" data-testid={testId} className="operation-status">
      {body}
    </div>
  );
}
