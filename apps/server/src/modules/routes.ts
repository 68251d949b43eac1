// The registry of every API route. Each module contributes its list; registerRoutes mounts them under /api
// and the OpenAPI document is generated from the same list.
import type { RouteDef } from '../http/route';
import type { Services } from '../services';
import { siteRoutes } from './sites/sites.routes';
import { accountRoutes } from './accounts/accounts.routes';
import { accountIdentityRoutes } from './accounts/account-identity.routes';
import { verificationRoutes } from './verification/verification.routes';
import { gatewayRoutes } from './gateways/gateways.routes';
import { operationRoutes } from './operations/operations.routes';
import { recordRoutes } from './records/records.routes';
import { lockRemoteRoutes } from './locks/lock-remote.routes';
import { lockRoutes } from './locks/locks.routes';
import { lockSettingRoutes } from './locks/lock-settings.routes';
import { lockExportRoutes } from './locks/lock-exports.routes';
import { groupRoutes } from './groups/groups.routes';
import { templateRoutes } from './templates/templates.routes';
import { transferRoutes } from './transfers/transfers.routes';
import { hotelRoutes } from './hotel/hotel.routes';
import { mapRoutes } from './map/map.routes';
import { faceAuthRoutes } from './face-auth/face-auth.routes';
import { passcodeRoutes } from './passcodes/passcodes.routes';
import { ekeyRoutes } from './ekeys/ekeys.routes';
import { lockUserRoutes } from './lock-users/lock-users.routes';
import { authAdminRoutes } from './auth-admins/auth-admins.routes';
import { permissionRoutes } from './permissions/permissions.routes';
import { cardRoutes } from './cards/cards.routes';
import { keyfobRoutes } from './keyfobs/keyfobs.routes';
import { keypadRoutes } from './keyfobs/keypads.routes';
import { qrcodeRoutes } from './qrcodes/qrcodes.routes';
import { exportRoutes } from './exports/exports.routes';
import { alertRoutes } from './alerts/alerts.routes';
import { integrationRoutes } from './integrations/integrations.routes';
import { webhookRoutes } from './webhooks/webhooks.routes';
import { openAppRoutes } from './ttlock/open-apps.routes';
import { commerceRoutes } from './commerce/commerce.routes';
import { biometricRoutes, facePhotoRoutes, fingerprintReaderRoutes } from './biometrics/biometrics.routes';

export function allRoutes(s: Services): RouteDef[] {
  return [
    ...siteRoutes(s.sites),
    ...verificationRoutes(s.verification.slider),
    ...accountRoutes(s.accounts),
    ...accountIdentityRoutes(s.accounts),
    ...permissionRoutes(s.permissions),
    ...gatewayRoutes(s.gateways, s.lockPairing),
    ...operationRoutes(s.operations),
    ...recordRoutes(s.lockRecords),
    ...lockRemoteRoutes(s.lockRemote),
    ...lockRoutes(s.locks),
    ...lockSettingRoutes(s.lockSettings),
    ...lockExportRoutes(s.lockExports),
    ...exportRoutes(s.exports),
    ...groupRoutes(s.groups),
    ...templateRoutes(s.templates),
    ...transferRoutes(s.transfers, s.receivedCredentials),
    ...hotelRoutes(s.hotel),
    ...mapRoutes(s.map),
    ...faceAuthRoutes(s.faceAuth),
    ...passcodeRoutes(s.passcodes, s.passcodeWrites, s.passcodeShare),
    ...ekeyRoutes(s.ekeys),
    ...lockUserRoutes(s.lockUsers),
    ...authAdminRoutes(s.authAdmins),
    ...cardRoutes(s.cards),
    ...qrcodeRoutes(s.qrcodes),
    ...keyfobRoutes(s.keyfobs),
    ...keypadRoutes(s.keypads),
    ...biometricRoutes('fingerprint', s.fingerprints),
    ...fingerprintReaderRoutes(s.fingerprintReader),
    ...biometricRoutes('face', s.faces),
    ...facePhotoRoutes(s.facePhotos),
    ...biometricRoutes('palmVein', s.palmVeins),
    ...alertRoutes(s.alerts),
    ...integrationRoutes(s.apiKeys, s.audit),
    ...webhookRoutes(s.webhooks),
    ...openAppRoutes(s.openApps),
    ...commerceRoutes(s.commerce, s.premium),
  ];
}
