// One page for sending the same ekey to one account on several locks (spec §2), behind three routes:
// /manage/issueEKeyBatch (from a lock's ekey list: that lock starts chosen), /lockUser/issueEKeyBatch (from the lock
// users) and /ekey/send. The ekeys feature's issue form in lock picker mode, each lock answering for itself; the
// routes differ only in their texts, where "back" leads and what reloads after sending (the props).
import { Card, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { IssueEkeyForm } from '../../features/ekeys/components/IssueEkeyForm';

type Props = {
  titleKey: string;
  introKey: string;
  back?: { to: string; labelKey: string };
  initialLockIds?: number[];
  onSent?: () => void;
};

export function SendEkeysPage({ titleKey, introKey, back, initialLockIds, onSent }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {back && (
        <Link to={back.to}>
          <ArrowLeftOutlined /> {t(back.labelKey)}
        </Link>
      )}
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: back ? 12 : undefined }}>
        {t(titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(introKey)}</Typography.Paragraph>
      <Card style={{ maxWidth: 860 }}>
        <IssueEkeyForm target={{ mode: 'picker', initialLockIds }} onSent={onSent} />
      </Card>
    </>
  );
}

/** /manage/issueEKeyBatch?lockId= — the lock of the query starts chosen, and "back" returns to its ekeys. */
export function LockEkeysBatchPage() {
  const [params] = useSearchParams();
  const lockId = Number(params.get('lockId') ?? 0);
  return (
    <SendEkeysPage
      titleKey="ekeys.batch.title"
      introKey="ekeys.batch.intro"
      back={{ to: lockId > 0 ? `/manage/ekey?lockId=${lockId}` : '/console/home', labelKey: 'ekeys.batch.back' }}
      initialLockIds={lockId > 0 ? [lockId] : []}
    />
  );
}

/** /lockUser/issueEKeyBatch — back to the lock users, whose lists reload after sending. */
export function LockUsersEkeysBatchPage() {
  const client = useQueryClient();
  return (
    <SendEkeysPage
      titleKey="lockUsers.batch.title"
      introKey="lockUsers.batch.intro"
      back={{ to: '/lockUser/home', labelKey: 'lockUsers.back' }}
      onSent={() => void client.invalidateQueries({ queryKey: ['lockUsers'] })}
    />
  );
}

/** /ekey/send — sending outside a lock page. */
export const SendEkeyPage = () => <SendEkeysPage titleKey="ekeys.send.title" introKey="ekeys.send.intro" />;
