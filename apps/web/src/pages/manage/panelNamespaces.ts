// The catalogs of the lock page's credential panels (credentialPanels.tsx), loaded with a panel's code: the page
// around them (header, settings, door sensor) needs only its route's locks, status and alerts (#26).
export const PANEL_NAMESPACES = ['ekeys', 'passcodes', 'cards', 'qrcodes', 'keyfobs', 'biometrics', 'transfers'];
