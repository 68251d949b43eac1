// The console's bell (issue 29): the caller's unread alerts, live; a click opens the alerts page.
import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnreadAlerts } from '../hooks/useAlerts';

export function AlertBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useUnreadAlerts().data?.unread ?? 0;
  return (
    <Badge count={unread} size="small" offset={[-4, 4]}>
      <Button
        type="text"
        className="console-frame__bell"
        icon={<BellOutlined style={{ color: '#fff', fontSize: 18 }} />}
        aria-label={t('nav.alertBell', { count: unread })}
        data-testid="alert-bell"
        onClick={() => void navigate('/console/alerts')}
      />
    </Badge>
  );
}
