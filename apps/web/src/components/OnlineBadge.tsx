// Online status of spec §3 (online 1, offline 0) as a coloured dot with its word.
import { useTranslation } from 'react-i18next';

export function OnlineBadge({ online }: { online: number | boolean }) {
  const { t } = useTranslation();
  const on = online === true || online === 1;
  return (
    <span className="status-dot">
      <span className={on ? 'status-dot__dot status-dot__dot--on' : 'status-dot__dot'} aria-hidden="true" />
      {t(on ? 'status.online.online' : 'status.online.offline')}
    </span>
  );
}
