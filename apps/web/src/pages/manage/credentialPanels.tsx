// The panel of each credential tab of /manage/:name, one lazily loaded component per tab (issue #6 ekeys,
// #7 passcodes, #14 cards, #15 fingerprints, palm veins and faces, #16 QR codes, key fobs and wireless keypads). Pages compose features, so this map lives here rather than in features/lock.
// To add a tab's panel: one line below, and the tab's i18n namespace in the '/manage/:name' route of
// app/routes.ts. A panel is `(props: CredentialPanelProps) => JSX` exported by name from its feature.
import { lazy } from 'react';
import type { CredentialPanels } from '../../features/lock/components/CredentialTabs';

export const CREDENTIAL_PANELS: CredentialPanels = {
  ekey: lazy(() => import('../../features/ekeys/components/EkeyPanel').then((m) => ({ default: m.EkeyPanel }))),
  passcode: lazy(() =>
    import('../../features/passcodes/components/PasscodePanel').then((m) => ({ default: m.PasscodePanel })),
  ),
  card: lazy(() => import('../../features/cards/components/CardPanel').then((m) => ({ default: m.CardPanel }))),
  fingerprint: lazy(() =>
    import('../../features/biometrics/components/BiometricPanel').then((m) => ({ default: m.FingerprintPanel })),
  ),
  palmVein: lazy(() =>
    import('../../features/biometrics/components/BiometricPanel').then((m) => ({ default: m.PalmVeinPanel })),
  ),
  face: lazy(() =>
    import('../../features/biometrics/components/BiometricPanel').then((m) => ({ default: m.FacePanel })),
  ),
  qrcode: lazy(() => import('../../features/qrcodes/components/QrcodePanel').then((m) => ({ default: m.QrcodePanel }))),
  keyfobNo: lazy(() =>
    import('../../features/keyfobs/components/AccessoryPanel').then((m) => ({ default: m.AccessoryPanel })),
  ),
};
