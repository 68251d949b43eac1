// The credential tabs of /manage/:name (ekey, passcode, card, fingerprint, palmVein, face, qrcode, keyfobNo).
// Each tab shows the panel the page hands in (pages/manage/credentialPanels.tsx: the features own the panels, so
// this feature never imports them); a tab without a panel says plainly that the function is not there yet. The tab
// bar is plain (#26); only the chosen tab's panel is rendered, and only after the page around it has painted: the
// panel (below the header and settings) and antd's code behind it do not compete with the page's first paint.
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { Empty } from '../../../components/ui/Empty';
import { Spinner } from '../../../components/ui/Spinner';
import { Tabs } from '../../../components/ui/Tabs';

export const CREDENTIAL_TABS = [
  'ekey',
  'passcode',
  'card',
  'fingerprint',
  'palmVein',
  'face',
  'qrcode',
  'keyfobNo',
] as const;
export type CredentialTab = (typeof CREDENTIAL_TABS)[number];

/** What every credential panel receives: the lock of the page, with what the caller may do on it (`abilities`,
 * decided by the server). */
export type CredentialPanelProps = { lock: LockDetail };
export type CredentialPanels = Partial<Record<CredentialTab, ComponentType<CredentialPanelProps>>>;

type Props = {
  active: CredentialTab;
  onChange: (tab: CredentialTab) => void;
  lock: LockDetail;
  panels?: CredentialPanels;
};

/** False until the frame after the first render has painted. */
function useAfterFirstPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

const loading = (
  <div className="panel-loading" aria-busy="true">
    <Spinner />
  </div>
);

export function CredentialTabs({ active, onChange, lock, panels = {} }: Props) {
  const { t } = useTranslation();
  const painted = useAfterFirstPaint();
  const Panel = panels[active];
  return (
    <Tabs
      id="credential"
      label={t('locks.tabs.label')}
      active={active}
      onChange={onChange}
      tabs={CREDENTIAL_TABS.map((name) => ({ key: name, label: t(`locks.tabs.${name}`) }))}
    >
      {!painted ? (
        loading
      ) : Panel ? (
        <Suspense fallback={loading}>
          <Panel key={active} lock={lock} />
        </Suspense>
      ) : (
        <Empty title={t(`locks.tabs.empty.${active}`)} />
      )}
    </Tabs>
  );
}
