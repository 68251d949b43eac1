// A door sensor's last word (issue 29): open or closed, or unknown. Without antd: it sits in the console home's rows.
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/ui/Tag';

export function DoorStateTag({ state }: { state: number | null }) {
  const { t } = useTranslation();
  if (state === null) return <span className="text-secondary">{t('alerts.door.unknown')}</span>;
  return (
    <Tag tone={state === 1 ? 'orange' : 'green'} data-testid="door-state">
      {t(state === 1 ? 'alerts.door.open' : 'alerts.door.closed')}
    </Tag>
  );
}
