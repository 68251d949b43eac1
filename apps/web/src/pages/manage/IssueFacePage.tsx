// /manage/issueFace?lockId= — add a face (spec §2, issue 15): from a photo checked on the server, or enrolled at the
// lock's own camera instead (the person looks into it). Back to the lock's face tab.
import { Segmented, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { AddFaceFromPhoto } from '../../features/biometrics/components/AddFaceFromPhoto';
import { EnrolAtLock } from '../../features/biometrics/components/EnrolAtLock';
import { useRefreshBiometrics } from '../../features/biometrics/hooks/useBiometrics';

export function IssueFacePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lock = useStore(appState, (s) => s.lock);
  const [via, setVia] = useState<'photo' | 'camera'>('photo');
  const refresh = useRefreshBiometrics('face');
  if (!lock) return null;
  const tab = `/manage/face?lockId=${lock.lockId}`;
  return (
    <>
      <Link to={tab}>
        <ArrowLeftOutlined /> {lock.lockAlias}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
        {t('biometrics.facePage.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('biometrics.facePage.subtitle', { lock: lock.lockAlias })}
      </Typography.Paragraph>
      {!lock.abilities.manage ? (
        <Typography.Paragraph>{t('biometrics.panel.noRight')}</Typography.Paragraph>
      ) : (
        <>
          <Segmented
            value={via}
            onChange={(v) => setVia(v as 'photo' | 'camera')}
            options={[
              { value: 'photo', label: t('biometrics.facePage.viaPhoto') },
              { value: 'camera', label: t('biometrics.facePage.viaCamera') },
            ]}
            style={{ marginBottom: 16 }}
            data-testid="face-via"
          />
          {via === 'photo' ? (
            <AddFaceFromPhoto lock={lock} onChanged={refresh} onDone={() => void navigate(tab)} />
          ) : (
            <div style={{ maxWidth: 720 }}>
              <EnrolAtLock
                kind="face"
                lock={lock}
                onChanged={refresh}
                onClose={() => void navigate(tab)}
                closeText={t('biometrics.print.back')}
              />
            </div>
          )}
        </>
      )}
    </>
  );
}
