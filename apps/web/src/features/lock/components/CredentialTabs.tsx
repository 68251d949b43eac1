// The credential tabs of /manage/:name (ekey, passcode, card, fingerprint, palmVein, face, qrcode, keyfobNo).
// Each tab shows the panel the page hands in (pages/manage/credentialPanels.tsx: the features own the panels, so
// this feature never imports them); a tab without a panel says plainly that the function is not there yet.
import { Empty, Spin, Tabs } from 'antd';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockDetail } from '@lockconsole/shared/lock/detail';

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

export function CredentialTabs({ active, onChange, lock, panels = {} }: Props) {
  const { t } = useTranslation();
  return (
    <Tabs
      activeKey={active}
      onChange={(k) => onChange(k as CredentialTab)}
      aria-label={t('locks.tabs.label')}
      destroyOnHidden
      items={CREDENTIAL_TABS.map((name) => {
        const Panel = panels[name];
        return {
          key: name,
          label: t(`locks.tabs.${name}`),
          children: Panel ? (
            <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
              <Panel lock={lock} />
            </Suspense>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`locks.tabs.empty.${name}`)} />
          ),
        };
      })}
    />
  );
}
