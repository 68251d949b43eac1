// An ekey's status as a coloured tag (spec §3 key status).
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { keyStatusText } from '../keyText';

export function KeyStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  const s = keyStatusText(status);
  return (
    <Tag color={s.color} data-testid="key-status">
      {t(s.key, s.params)}
    </Tag>
  );
}
