// /manage/issuePasscode?lockId= — issue a passcode for the page's lock (spec §2): the type-specific form, then
// the issued code with copy/share and its first-use rule.
import { Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { IssuePasscodeFlow } from '../../features/passcodes/components/IssuePasscodeFlow';

export function IssuePasscodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lock = useStore(appState, (s) => s.lock);
  if (!lock) return null;
  const toList = () => void navigate(`/manage/passcode?lockId=${lock.lockId}`);
  return (
    <>
      <Link to={`/manage/passcode?lockId=${lock.lockId}`}>
        <ArrowLeftOutlined /> {lock.lockAlias}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
        {t('passcodes.issue.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('passcodes.issue.subtitle', { lock: lock.lockAlias })}
      </Typography.Paragraph>
      <IssuePasscodeFlow lock={lock} onList={toList} />
    </>
  );
}
