// /manage/issuePrint?lockId= — add a fingerprint (spec §2, issue 15): collect it with a desk reader on this computer
// and send it to one or many locks you manage, or enrol it at the page's lock (the person presses its sensor, each
// press shown live). Back to the lock's fingerprint tab.
import { Segmented, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { EnrolAtLock } from '../../features/biometrics/components/EnrolAtLock';
import { FingerprintToLocks } from '../../features/biometrics/components/FingerprintToLocks';
import { useRefreshBiometrics } from '../../features/biometrics/hooks/useBiometrics';
import { ReaderCollect } from '../../features/fingerprints/components/ReaderCollect';

export function IssuePrintPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lock = useStore(appState, (s) => s.lock);
  const [via, setVia] = useState<'reader' | 'sensor'>('reader');
  const [template, setTemplate] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const refresh = useRefreshBiometrics('fingerprint');
  if (!lock) return null;
  const tab = `/manage/fingerprint?lockId=${lock.lockId}`;
  return (
    <>
      <Link to={tab}>
        <ArrowLeftOutlined /> {lock.lockAlias}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
        {t('biometrics.print.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('biometrics.print.subtitle', { lock: lock.lockAlias })}
      </Typography.Paragraph>
      {!lock.abilities.manage ? (
        <Typography.Paragraph>{t('biometrics.panel.noRight')}</Typography.Paragraph>
      ) : (
        <>
          <Segmented
            value={via}
            onChange={(v) => setVia(v as 'reader' | 'sensor')}
            options={[
              { value: 'reader', label: t('biometrics.print.viaReader') },
              { value: 'sensor', label: t('biometrics.print.viaSensor') },
            ]}
            style={{ marginBottom: 16 }}
            data-testid="print-via"
          />
          {via === 'reader' ? (
            <>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                {t('biometrics.print.step1')}
              </Typography.Title>
              <ReaderCollect
                onCollected={(r) => {
                  setTemplate(r.template);
                  setRound((n) => n + 1);
                }}
                onReset={() => setTemplate(null)}
              />
              <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
                {t('biometrics.print.step2')}
              </Typography.Title>
              <FingerprintToLocks key={round} template={template} initialLockIds={[lock.lockId]} onSent={refresh} />
            </>
          ) : (
            <div style={{ maxWidth: 720 }}>
              <EnrolAtLock
                kind="fingerprint"
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
