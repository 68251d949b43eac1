// A lock's door sensor (issue 29): open or closed as the sensor last said (live: the stream's lockState events
// refetch the lock), and for its managers after how long an open door is an alert.
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { Select } from '../../../components/ui/Select';
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
    <span className="ui-row">
      <DoorStateTag state={state} />
      {since !== null && (
        <span className="text-secondary">{t('alerts.door.since', { time: dayjs(since).format('HH:mm') })}</span>
      )}
      {canManage && (
        <span className="ui-row">
          <label htmlFor={`door-alert-${lockId}`}>{t('alerts.door.alert')}</label>
          <Select
            id={`door-alert-${lockId}`}
            size="small"
            value={alertSeconds}
            options={CHOICES.map((s) => ({ value: s, label: label(s) }))}
            onChange={async (s) => {
              if (s === undefined) return;
              try {
                await updateDoorAlert(lockId, s);
                toast.success(t('alerts.door.saved'));
                onChanged();
              } catch {
                // The API client has shown the error; the select shows the stored value again.
              }
            }}
          />
        </span>
      )}
    </span>
  );
}
