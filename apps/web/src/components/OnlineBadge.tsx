// Online status of spec §3 (online 1, offline 0) as a coloured dot with its word.
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

export function OnlineBadge({ online }: { online: number | boolean }) {
  const { t } = useTranslation();
  const on = online === true || online === 1;
  return <Badge status={on ? 'success' : 'default'} text={t(on ? 'status.online.online' : 'status.online.offline')} />;
}
