// The panel of each credential tab of /manage/:name, one lazily loaded component per tab (issue #6 ekeys,
// #7 passcodes, #14 cards, #15 fingerprints, palm veins and faces, #16 QR codes, key fobs and wireless keypads). Pages
// compose features, so this map lives here rather than in features/lock. To add a tab's panel: one line below, and
// the tab's i18n namespace in PANEL_NAMESPACES. A panel is `(props: CredentialPanelProps) => JSX` exported by name
// from its feature. Panels are antd islands (#26): the page around them is plain and paints first; a panel brings
// antd's theme and its catalogs with its code.
import type { ComponentType } from 'react';
import { antdIsland } from '../../components/antdIsland';
import type { CredentialPanelProps, CredentialPanels } from '../../features/lock/components/CredentialTabs';
import { ensureNamespaces } from '../../lib/i18n/i18n';
import { PANEL_NAMESPACES } from './panelNamespaces';

const panel = (load: () => Promise<ComponentType<CredentialPanelProps>>) =>
  antdIsland(() => Promise.all([load(), ensureNamespaces(PANEL_NAMESPACES)]).then(([Panel]) => Panel));

export const CREDENTIAL_PANELS: CredentialPanels = {
  ekey: panel(() => import('../../features/ekeys/components/EkeyPanel').then((m) => m.EkeyPanel)),
  passcode: panel(() => import('../../features/passcodes/components/PasscodePanel').then((m) => m.PasscodePanel)),
  card: panel(() => import('../../features/cards/components/CardPanel').then((m) => m.CardPanel)),
  fingerprint: panel(() =>
    import('../../features/biometrics/components/BiometricPanel').then((m) => m.FingerprintPanel),
  ),
  palmVein: panel(() => import('../../features/biometrics/components/BiometricPanel').then((m) => m.PalmVeinPanel)),
  face: panel(() => import('../../features/biometrics/components/BiometricPanel').then((m) => m.FacePanel)),
  qrcode: panel(() => import('../../features/qrcodes/components/QrcodePanel').then((m) => m.QrcodePanel)),
  keyfobNo: panel(() => import('../../features/keyfobs/components/AccessoryPanel').then((m) => m.AccessoryPanel)),
};
