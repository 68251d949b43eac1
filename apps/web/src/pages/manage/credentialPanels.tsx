// The panel of each credential tab of /manage/:name, one lazily loaded component per tab (issue #6 ekeys,
// #7 passcodes, #14 cards, #15 fingerprints, palm veins and faces, #16 QR codes, key fobs and wireless keypads). Pages
// compose features, so this map lives here rather than in features/lock. To add a tab's panel: one line below, and
// the tab's i18n namespace in PANEL_NAMESPACES. A panel is `(props: CredentialPanelProps) => JSX` exported by name
// from its feature. The page around the panels is plain and paints first (#26); the ekey panel (the default tab)
// is plain too, the others are antd islands that bring antd's theme with their code; each brings the catalogs.
import { lazy, type ComponentType } from 'react';
import { antdIsland } from '../../components/antdIsland';
import type { CredentialPanelProps, CredentialPanels } from '../../features/lock/components/CredentialTabs';
import { ensureNamespaces } from '../../lib/i18n/i18n';
import { PANEL_NAMESPACES } from './panelNamespaces';

type Load = () => Promise<ComponentType<CredentialPanelProps>>;
const withCatalogs = (load: Load) => () =>
  Promise.all([load(), ensureNamespaces(PANEL_NAMESPACES)]).then(([Panel]) => Panel);
/** A panel built with antd: its code, antd's theme and the catalogs. */
const panel = (load: Load) => antdIsland(withCatalogs(load));
/** A panel without antd (the ekey tab, the page's default): its code and the catalogs. */
const plainPanel = (load: Load) => lazy(() => withCatalogs(load)().then((Panel) => ({ default: Panel })));

export const CREDENTIAL_PANELS: CredentialPanels = {
  ekey: plainPanel(() => import('../../features/ekeys/components/EkeyPanel').then((m) => m.EkeyPanel)),
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
