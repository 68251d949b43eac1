// A lock's door sensor (issue 29): open or closed as the sensor last said (live: the stream's lockState events
// refetch the lock), and for its managers after how long an open door is an alert.
import { Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { toast } from '../../../lib/toast';
import { updateDoorAlert } from '../../alerts/api/alertApi';
import { DoorStateTag } from './DoorStateTag';

const CHOICES = [0, 60, 300, 600, 1800, 3600, 7200, 43_200, 86_400];

type Props = {
  lockId: number;
  state: number | null;
  since: number | null;
  alertSeconds: number;
  canManage: boolean;
  onChanged: () => void;
};

export function DoorState({ lockId, state, since, alertSeconds, canManage, onChanged }: Props) {
  const { t } = useTranslation();
  const label = (s: number) =>
    s === 0
      ? t('alerts.door.off')
      : s < 3600
        ? t('alerts.door.minutes', { count: s / 60 })
        : t('alerts.door.hours', { count: s / 3600 });
  return (
    <Space wrap size={12}>
      <DoorStateTag state={state} />
      {since !== null && (
        <Typography.Text type="secondary">
          {t('alerts.door.since', { time: dayjs(since).format('HH:mm') })}
        </Typography.Text>
      )}
      {canManage && (
        <Space size={6}>
          <label htmlFor={`door-alert-${lockId}`}>{t('alerts.door.alert')}</label>
          <Select
            id={`door-alert-${lockId}`}
            size="small"
            style={{ minWidth: 110 }}
            value={alertSeconds}
            options={CHOICES.map((s) => ({ value: s, label: label(s) }))}
            onChange={async (s) => {
              await updateDoorAlert(lockId, s);
              toast.success(t('alerts.door.saved'));
              onChanged();
            }}
          />
        </Space>
      )}
    </Space>
  );
}
