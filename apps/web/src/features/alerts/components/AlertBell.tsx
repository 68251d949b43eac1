// The console's bell (issue 29): the caller's unread alerts, live; a click opens the alerts page.
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnreadAlerts } from '../hooks/useAlerts';

export function AlertBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useUnreadAlerts().data?.unread ?? 0;
  return (
    <button
      type="button"
      className="header-icon-button console-frame__bell"
      aria-label={t('nav.alertBell', { count: unread })}
      data-testid="alert-bell"
      onClick={() => void navigate('/console/alerts')}
    >
      <BellOutlined style={{ fontSize: 18 }} />
      {unread > 0 && (
        <span className="console-frame__badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}
