// An enrolment as it goes (issue 15): at the lock's sensor or camera, the step the lock reported ("Press the finger
// on the lock's sensor: 2 of 4"), a bar with one segment per step and what to do now (lift, press again, a poor read);
// from a photo or a reader, "sending to the lock". Then its end: done with the lock's number, or failed with the
// cause and Retry (at the sensor the person presses again). A polite live region announces each step.
import { Alert, Button, Progress, Result, Space, Spin, Typography } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BiometricKind } from '../api/biometricApi';
import { kindKey, stepView, type EnrolOutcome, type EnrolStep } from '../biometricView';

type Props = {
  kind: BiometricKind;
  /** The person is at the lock (its sensor or camera): the steps show. */
  atLock: boolean;
  step: EnrolStep | null;
  outcome: EnrolOutcome;
  onRetry?: () => void;
  retrying?: boolean;
  /** Why the retry was refused. */
  retryProblem?: string | null;
};

export function EnrolProgress({ kind, atLock, step, outcome, onRetry, retrying, retryProblem }: Props) {
  const { t } = useTranslation();
  const view = stepView(kind, step);
  if (outcome.phase === 'done') {
    return (
      <Result
        status="success"
        title={<span data-testid="enrol-done">{t(kindKey(kind, 'done'), { number: outcome.number })}</span>}
        subTitle={t('biometrics.progress.doneHelp')}
        style={{ padding: '16px 0' }}
      />
    );
  }
  if (outcome.phase === 'gone') {
    return <Alert type="info" showIcon role="status" message={t('biometrics.progress.gone')} />;
  }
  if (outcome.phase === 'failed') {
    return (
      <Space direction="vertical" style={{ width: '100%' }} data-testid="enrol-failed">
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('biometrics.progress.failed')}
          description={outcome.reason ? t('biometrics.progress.reason', { reason: outcome.reason }) : undefined}
        />
        {onRetry && (
          <Button icon={<RedoOutlined />} loading={retrying} onClick={onRetry} data-testid="enrol-retry">
            {t('biometrics.progress.retry')}
          </Button>
        )}
        {atLock && onRetry && <Typography.Text type="secondary">{t('biometrics.progress.retryHelp')}</Typography.Text>}
        {retryProblem && (
          <Typography.Text type="danger" role="alert">
            {retryProblem}
          </Typography.Text>
        )}
      </Space>
    );
  }
  if (!atLock) {
    return (
      <Space role="status" data-testid="enrol-sending">
        <Spin size="small" />
        <Typography.Text>{t('biometrics.progress.sending')}</Typography.Text>
      </Space>
    );
  }
  return (
    <div data-testid="enrol-progress">
      <div role="status" aria-live="polite">
        <Typography.Title level={3} style={{ fontSize: 18 }} data-testid="enrol-step">
          {t(view.line.key, view.line.vars)}
        </Typography.Title>
        <Progress
          percent={view.percent}
          steps={view.total}
          size={[Math.floor(360 / view.total), 14]}
          format={() => <span data-testid="enrol-count">{t(view.count.key, view.count.vars)}</span>}
        />
        {view.hint && (
          <Alert
            type={view.poor ? 'warning' : 'info'}
            showIcon
            message={t(view.hint.key)}
            style={{ marginTop: 12 }}
            data-testid="enrol-hint"
          />
        )}
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t(kindKey(kind, 'how'))}
      </Typography.Paragraph>
    </div>
  );
}
