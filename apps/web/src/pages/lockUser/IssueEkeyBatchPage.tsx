// /lockUser/issueEKeyBatch — send the same ekey to one person on several of the caller's managed locks (spec §2):
// the issue form of the ekeys feature in lock picker mode (per-lock results, unregistered receiver choice).
import { Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { IssueEkeyForm } from '../../features/ekeys/components/IssueEkeyForm';

export function IssueEkeyBatchPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return (
    <>
      <Link to="/lockUser/home">
        <ArrowLeftOutlined /> {t('lockUsers.back')}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
        {t('lockUsers.batch.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('lockUsers.batch.intro')}</Typography.Paragraph>
      <div style={{ maxWidth: 880 }}>
        <IssueEkeyForm
          target={{ mode: 'picker' }}
          onSent={() => void client.invalidateQueries({ queryKey: ['lockUsers'] })}
        />
      </div>
    </>
  );
}
