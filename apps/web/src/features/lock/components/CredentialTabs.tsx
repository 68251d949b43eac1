// The credential tabs of /manage/:name (ekey, passcode, card, fingerprint, palmVein, face, qrcode, keyfobNo).
// Later issues fill them; until then each says plainly that the function is not there yet.
import { Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

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

type Props = { active: CredentialTab; onChange: (tab: CredentialTab) => void };

export function CredentialTabs({ active, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Tabs
      activeKey={active}
      onChange={(k) => onChange(k as CredentialTab)}
      aria-label={t('locks.tabs.label')}
      items={CREDENTIAL_TABS.map((name) => ({
        key: name,
        label: t(`locks.tabs.${name}`),
        children: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`locks.tabs.empty.${name}`)} />,
      }))}
    />
  );
}
