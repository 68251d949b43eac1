// /manage/issueEKeyBatch — one ekey to one account on many locks at once (spec §2), with each lock's result.
// Opened from a lock's ekey list, that lock starts selected.
import { Card, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IssueEkeyForm } from '../../features/ekeys/components/IssueEkeyForm';

export function IssueEKeyBatchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const lockId = Number(params.get('lockId') ?? 0);
  return (
    <>
      <Link to={lockId > 0 ? `/manage/ekey?lockId=${lockId}` : '/console/home'}>
        <ArrowLeftOutlined /> {t('ekeys.batch.back')}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
        {t('ekeys.batch.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('ekeys.batch.intro')}</Typography.Paragraph>
      <Card style={{ maxWidth: 860 }}>
        <IssueEkeyForm target={{ mode: 'picker', initialLockIds: lockId > 0 ? [lockId] : [] }} />
      </Card>
    </>
  );
}
