// /ekey/send — send an ekey outside a lock page (spec §2): pick the lock or locks first, then the same form as
// the lock page; each lock answers for itself.
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { IssueEkeyForm } from '../../features/ekeys/components/IssueEkeyForm';

export function SendEkeyPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('ekeys.send.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('ekeys.send.intro')}</Typography.Paragraph>
      <Card style={{ maxWidth: 860 }}>
        <IssueEkeyForm target={{ mode: 'picker' }} />
      </Card>
    </>
  );
}
