// /manage/:name — lock information (spec §2/§3): header, daylight-saving prompt, settings through the gateway,
// links to passage mode and records, and the credential tabs (name = the active tab). Plain React and CSS (#26, as
// the console home): it paints before antd loads; the tabs' panels and dialogs are antd islands.
import { ArrowLeftOutlined, CalendarOutlined, SwapOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { CredentialTabs, CREDENTIAL_TABS, type CredentialTab } from '../../features/lock/components/CredentialTabs';
import { DstPrompt } from '../../features/lock/components/DstPrompt';
import { LockHeader } from '../../features/lock/components/LockHeader';
import { LockSettingsPanel } from '../../features/lock/components/LockSettingsPanel';
import { CREDENTIAL_PANELS } from './credentialPanels';
import { useLockDetail, useRefreshLock } from '../../features/lock/hooks/useLockDetail';

export function LockInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { name } = useParams();
  const lockId = useStore(appState, (s) => s.currentLockId);
  const { data: lock } = useLockDetail(lockId);
  const refresh = useRefreshLock(lockId);
  if (!CREDENTIAL_TABS.includes(name as CredentialTab))
    return <Navigate to={`/manage/ekey?lockId=${lockId}`} replace />;
  if (!lock) return null;
  const can = lock.abilities;
  const onChanged = () => void refresh();
  return (
    <>
      <Link to="/console/home">
        <ArrowLeftOutlined /> {t('locks.info.back')}
      </Link>
      <div style={{ height: 12 }} />
      <LockHeader lock={lock} canManage={can.manage} onRenamed={onChanged} />
      <DstPrompt lock={lock} canManage={can.manage} onDone={onChanged} />
      <div className="lock-actions">
        {can.manage && (
          <Link className="ui-btn ui-btn--default" to={`/manage/passageMode?lockId=${lock.lockId}`}>
            <CalendarOutlined aria-hidden="true" />
            {t('locks.info.passageMode')}
          </Link>
        )}
        {can.records && (
          <Link className="ui-btn ui-btn--default" to={`/manage/records?lockId=${lock.lockId}&recordType=0`}>
            <UnorderedListOutlined aria-hidden="true" />
            {t('locks.info.records')}
          </Link>
        )}
        {can.own && (
          <Link className="ui-btn ui-btn--default" to={`/manage/transferLock?lockId=${lock.lockId}`}>
            <SwapOutlined aria-hidden="true" />
            {t('locks.info.transfer')}
          </Link>
        )}
      </div>
      {can.manage && <LockSettingsPanel key={lock.lockId} lock={lock} onChanged={onChanged} />}
      <CredentialTabs
        lock={lock}
        panels={CREDENTIAL_PANELS}
        active={name as CredentialTab}
        onChange={(tab) => void navigate(`/manage/${tab}?lockId=${lock.lockId}`)}
      />
    </>
  );
}
