// /manage/issueEKey?lockId= — send an ekey of the current lock (spec §2); back to its ekey list when sent.
import { Card, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { toast } from '../../lib/toast';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { IssueEkeyForm } from '../../features/ekeys/components/IssueEkeyForm';

export function IssueEKeyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lock = useStore(appState, (s) => s.lock);
  if (!lock) return null;
  const can = lock.abilities;
  const back = `/manage/ekey?lockId=${lock.lockId}`;
  return (
    <>
      <Link to={back}>
        <ArrowLeftOutlined /> {lock.lockAlias}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
        {t('ekeys.issue.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('ekeys.issue.intro', { name: lock.lockAlias })}</Typography.Paragraph>
      {can.manage ? (
        <Card style={{ maxWidth: 760 }}>
          <IssueEkeyForm
            target={{
              mode: 'lock',
              lockId: lock.lockId,
              tzOffsetMinutes: offsetMinutesOf(lock.timezoneRawOffset),
              tzLabel: t('ekeys.form.lockTime', { offset: offsetLabel(offsetMinutesOf(lock.timezoneRawOffset)) }),
              isOwner: can.own,
            }}
            onSent={() => {
              toast.success(t('ekeys.issue.sent'));
              void navigate(back);
            }}
          />
        </Card>
      ) : (
        <Typography.Text type="secondary">{t('ekeys.list.notManager')}</Typography.Text>
      )}
    </>
  );
}
