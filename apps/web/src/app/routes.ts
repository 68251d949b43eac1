// The single route table of the console (spec §2). Later issues add their pages here. Each page module is
// loaded on first visit (route-level code splitting). `redirect` entries only run the guard, then move on.
import type { ComponentType } from 'react';
import { consoleMeta, errorMeta, mapMeta, publicMeta, type RouteMeta } from './routeMeta';

export type AppRoute = {
  path: string;
  meta: RouteMeta;
  page?: () => Promise<ComponentType>;
  redirect?: string;
};

export const LOGIN_PATH = '/login';
export const CONSOLE_HOME_PATH = '/console/home';
export const ERROR_PATH = '/error';

const login = () => import('../pages/auth/LoginPage').then((m) => m.LoginPage);

export const ROUTES: AppRoute[] = [
  // Public (spec §2)
  { path: '/', meta: publicMeta('nav.title.login'), page: login },
  { path: LOGIN_PATH, meta: publicMeta('nav.title.login'), page: login },
  {
    path: '/user/loginByAccessToken',
    meta: publicMeta('nav.title.loginFailed'),
    page: () => import('../pages/auth/LoginFailedPage').then((m) => m.LoginFailedPage),
  },
  {
    path: '/loginByAccessToken',
    meta: publicMeta('nav.title.tokenCheck'),
    page: () => import('../pages/auth/LoginByAccessTokenPage').then((m) => m.LoginByAccessTokenPage),
  },
  {
    path: '/regist',
    meta: { ...publicMeta('nav.title.register'), namespaces: ['errors'] },
    page: () => import('../pages/auth/RegisterPage').then((m) => m.RegisterPage),
  },
  {
    path: '/registSuccess',
    meta: publicMeta('nav.title.registerSuccess'),
    page: () => import('../pages/auth/RegisterSuccessPage').then((m) => m.RegisterSuccessPage),
  },
  {
    path: '/resetPwd',
    meta: publicMeta('nav.title.resetPassword'),
    page: () => import('../pages/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  },
  {
    path: '/resetSuccess',
    meta: publicMeta('nav.title.resetSuccess'),
    page: () => import('../pages/auth/ResetSuccessPage').then((m) => m.ResetSuccessPage),
  },
  {
    path: '/privacy',
    meta: { ...publicMeta('nav.title.privacy', 'bare'), namespaces: ['legal'] },
    page: () => import('../pages/legal/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage),
  },
  {
    path: '/terms',
    meta: { ...publicMeta('nav.title.terms', 'bare'), namespaces: ['legal'] },
    page: () => import('../pages/legal/UserTermsPage').then((m) => m.UserTermsPage),
  },
  // Unlock by link (issue 6): public, plain components like the login page; the token in the path or the query.
  {
    path: '/unlock/:token',
    meta: { ...publicMeta('nav.title.unlockByLink'), namespaces: ['ekeys'] },
    page: () => import('../pages/unlock/UnlockByLinkPage').then((m) => m.UnlockByLinkPage),
  },
  {
    path: '/unlock',
    meta: { ...publicMeta('nav.title.unlockByLink'), namespaces: ['ekeys'] },
    page: () => import('../pages/unlock/UnlockByLinkPage').then((m) => m.UnlockByLinkPage),
  },

  // Protected (spec §2): /home loads the groups and goes to the console.
  { path: '/home', meta: consoleMeta('nav.title.home'), redirect: CONSOLE_HOME_PATH },
  {
    path: CONSOLE_HOME_PATH,
    meta: consoleMeta('nav.title.home', { namespaces: ['locks', 'status', 'alerts'], antd: false }),
    page: () => import('../pages/console/ConsoleHomePage').then((m) => m.ConsoleHomePage),
  },

  // Lock management (spec §2): lock-scoped pages load the lock of the query or the session.
  {
    path: '/manage/passageMode',
    meta: consoleMeta('nav.title.passageMode', { needsLock: true, namespaces: ['locks', 'status'] }),
    page: () => import('../pages/manage/PassageModePage').then((m) => m.PassageModePage),
  },
  // Hotel rooms (issue 19): the caller's locks in hotel mode, check-in and check-out.
  {
    path: '/hotel/rooms',
    meta: consoleMeta('nav.title.hotelRooms', { ignoresGroup: true, namespaces: ['hotel', 'cards', 'locks'] }),
    page: () => import('../pages/hotel/HotelRoomsPage').then((m) => m.HotelRoomsPage),
  },
  // Transfers (issue 19): offered from a lock (its id ticks it), answered by the receiver without one.
  {
    path: '/manage/transferLock',
    meta: consoleMeta('nav.title.transferLock', { ignoresGroup: true, namespaces: ['transfers'] }),
    page: () => import('../pages/manage/TransferLockPage').then((m) => m.TransferLockPage),
  },
  {
    path: '/manage/records',
    meta: consoleMeta('nav.title.records', { needsLock: true, namespaces: ['locks', 'records', 'status'] }),
    page: () => import('../pages/manage/LockRecordsPage').then((m) => m.LockRecordsPage),
  },
  {
    path: '/manage/issuePasscode',
    meta: consoleMeta('nav.title.issuePasscode', { needsLock: true, namespaces: ['locks', 'status', 'passcodes'] }),
    page: () => import('../pages/manage/IssuePasscodePage').then((m) => m.IssuePasscodePage),
  },
  {
    path: '/manage/issueCard',
    // transfers: the cards received from another person (issue 19).
    meta: consoleMeta('nav.title.issueCard', {
      needsLock: true,
      namespaces: ['locks', 'status', 'cards', 'transfers'],
    }),
    page: () => import('../pages/manage/IssueCardPage').then((m) => m.IssueCardPage),
  },
  {
    path: '/manage/issueQrcode',
    meta: consoleMeta('nav.title.issueQrcode', { needsLock: true, namespaces: ['locks', 'cards', 'qrcodes'] }),
    page: () => import('../pages/manage/IssueQrcodePage').then((m) => m.IssueQrcodePage),
  },
  {
    path: '/manage/issuePrint',
    meta: consoleMeta('nav.title.issuePrint', { needsLock: true, namespaces: ['locks', 'cards', 'biometrics'] }),
    page: () => import('../pages/manage/IssuePrintPage').then((m) => m.IssuePrintPage),
  },
  {
    path: '/manage/issueFace',
    meta: consoleMeta('nav.title.issueFace', { needsLock: true, namespaces: ['locks', 'cards', 'biometrics'] }),
    page: () => import('../pages/manage/IssueFacePage').then((m) => m.IssueFacePage),
  },
  {
    path: '/manage/issueEKey',
    meta: consoleMeta('nav.title.issueEKey', { needsLock: true, namespaces: ['locks', 'ekeys'] }),
    page: () => import('../pages/manage/IssueEKeyPage').then((m) => m.IssueEKeyPage),
  },
  {
    // Not lock-scoped: a lockId in the query only preselects that lock.
    path: '/manage/issueEKeyBatch',
    meta: consoleMeta('nav.title.issueEKeyBatch', { namespaces: ['ekeys'] }),
    page: () => import('../pages/ekey/SendEkeysPage').then((m) => m.LockEkeysBatchPage),
  },
  // Exports (issue 18): one lock's unlock records, before '/manage/:name' so the name is not taken for a tab.
  {
    path: '/manage/exportRecord',
    meta: consoleMeta('nav.title.exportRecord', { needsLock: true, namespaces: ['locks', 'records', 'exports'] }),
    page: () => import('../pages/export/ExportRecordsPage').then((m) => m.LockExportRecordsPage),
  },
  {
    path: '/manage/:name',
    meta: consoleMeta('nav.title.lockInfo', {
      needsLock: true,
      // The page's own (header, settings, door sensor); each tab's panel brings its catalogs with its code
      // (pages/manage/credentialPanels.tsx: ekeys, passcodes, cards, biometrics, QR codes, key fobs, transfers).
      namespaces: ['locks', 'status', 'alerts'],
      antd: false,
    }),
    page: () => import('../pages/manage/LockInfoPage').then((m) => m.LockInfoPage),
  },
  {
    path: '/passcode/send',
    meta: consoleMeta('nav.title.sendPasscode', { namespaces: ['locks', 'status', 'passcodes'] }),
    page: () => import('../pages/passcode/SendPasscodePage').then((m) => m.SendPasscodePage),
  },
  {
    path: '/ekey/send',
    meta: consoleMeta('nav.title.sendEkey', { namespaces: ['ekeys'] }),
    page: () => import('../pages/ekey/SendEkeysPage').then((m) => m.SendEkeyPage),
  },
  // IC cards (issue 14): across the caller's locks, not group-scoped.
  {
    path: '/card/manage',
    meta: consoleMeta('nav.title.cards', { ignoresGroup: true, namespaces: ['cards'] }),
    page: () => import('../pages/card/CardManagePage').then((m) => m.CardManagePage),
  },
  {
    path: '/card/issue',
    meta: consoleMeta('nav.title.cardIssue', { ignoresGroup: true, namespaces: ['cards'] }),
    page: () => import('../pages/card/CardLocksPage').then((m) => m.CardIssuePage),
  },
  {
    path: '/card/props',
    meta: consoleMeta('nav.title.cardProps', { ignoresGroup: true, namespaces: ['cards'] }),
    page: () => import('../pages/card/CardLocksPage').then((m) => m.CardPropsPage),
  },
  {
    path: '/card/send',
    meta: consoleMeta('nav.title.cardSend', { ignoresGroup: true, namespaces: ['cards'] }),
    page: () => import('../pages/card/CardLocksPage').then((m) => m.CardSendPage),
  },
  {
    path: '/card/encoder',
    meta: consoleMeta('nav.title.cardEncoder', { ignoresGroup: true, namespaces: ['cards'] }),
    page: () => import('../pages/card/CardEncoderPage').then((m) => m.CardEncoderPage),
  },
  // Exports (issue 18): the records of several owned locks, and lock users; across groups.
  {
    path: '/console/exportRecord',
    meta: consoleMeta('nav.title.exportRecordBatch', { ignoresGroup: true, namespaces: ['records', 'exports'] }),
    page: () => import('../pages/export/ExportRecordsPage').then((m) => m.BatchExportRecordsPage),
  },
  {
    path: '/console/exportLockUser',
    meta: consoleMeta('nav.title.exportLockUser', {
      ignoresGroup: true,
      namespaces: ['records', 'exports', 'lockUsers'],
    }),
    page: () => import('../pages/export/ExportLockUsersPage').then((m) => m.ExportLockUsersPage),
  },
  // Alerts (issue 29): the caller's notifications and message settings.
  {
    path: '/console/alerts',
    meta: consoleMeta('nav.title.alerts', { ignoresGroup: true, namespaces: ['alerts'] }),
    page: () => import('../pages/alert/AlertsPage').then((m) => m.AlertsPage),
  },
  // Integrations (issue 20): API keys and the audit log.
  {
    path: '/account/integrations',
    meta: consoleMeta('nav.title.integrations', { ignoresGroup: true, namespaces: ['integrations'] }),
    page: () => import('../pages/account/IntegrationsPage').then((m) => m.IntegrationsPage),
  },
  // Paid services (issue 17).
  {
    path: '/account/service',
    meta: consoleMeta('nav.title.service', { ignoresGroup: true, namespaces: ['service'] }),
    page: () => import('../pages/account/ServicePage').then((m) => m.ServicePage),
  },
  {
    path: '/account/vip',
    meta: consoleMeta('nav.title.vip', { ignoresGroup: true, namespaces: ['service'] }),
    page: () => import('../pages/account/VipPage').then((m) => m.VipPage),
  },
  {
    path: '/account/record',
    meta: consoleMeta('nav.title.serviceRecord', { ignoresGroup: true, namespaces: ['service'] }),
    page: () => import('../pages/account/ServiceRecordPage').then((m) => m.ServiceRecordPage),
  },
  // Message templates (issue 19): one page per channel.
  {
    path: '/account/smsTmpl',
    meta: consoleMeta('nav.title.smsTemplates', { ignoresGroup: true, namespaces: ['templates'] }),
    page: () => import('../pages/account/TemplatesPage').then((m) => m.SmsTemplatesPage),
  },
  {
    path: '/account/emailTmpl',
    meta: consoleMeta('nav.title.emailTemplates', { ignoresGroup: true, namespaces: ['templates'] }),
    page: () => import('../pages/account/TemplatesPage').then((m) => m.EmailTemplatesPage),
  },
  {
    path: '/group/home',
    meta: consoleMeta('nav.title.groups', { ignoresGroup: true, namespaces: ['groups'] }),
    page: () => import('../pages/group/GroupHomePage').then((m) => m.GroupHomePage),
  },
  {
    path: '/plug/home',
    meta: consoleMeta('nav.title.gateways', { ignoresGroup: true, namespaces: ['gateways', 'status'] }),
    page: () => import('../pages/plug/PlugHomePage').then((m) => m.PlugHomePage),
  },
  // Lock users and authorized admins (issue 6): across the caller's locks, not group-scoped.
  {
    path: '/lockUser/home',
    meta: consoleMeta('nav.title.lockUsers', { ignoresGroup: true, namespaces: ['lockUsers'] }),
    page: () => import('../pages/lockUser/LockUserHomePage').then((m) => m.LockUserHomePage),
  },
  {
    path: '/lockUser/onDate',
    meta: consoleMeta('nav.title.lockUsersOnDate', { ignoresGroup: true, namespaces: ['lockUsers'] }),
    page: () => import('../pages/lockUser/LockUserOnDatePage').then((m) => m.LockUserOnDatePage),
  },
  {
    path: '/lockUser/issueEKeyBatch',
    meta: consoleMeta('nav.title.lockUsersIssueBatch', { ignoresGroup: true, namespaces: ['lockUsers', 'ekeys'] }),
    page: () => import('../pages/ekey/SendEkeysPage').then((m) => m.LockUsersEkeysBatchPage),
  },
  {
    path: '/lockUser/export',
    meta: consoleMeta('nav.title.exportLockUser', {
      ignoresGroup: true,
      namespaces: ['records', 'exports', 'lockUsers'],
    }),
    page: () => import('../pages/export/ExportLockUsersPage').then((m) => m.ExportLockUsersPage),
  },
  {
    path: '/auth/home',
    meta: consoleMeta('nav.title.authAdmins', { ignoresGroup: true, namespaces: ['authAdmins'] }),
    page: () => import('../pages/auth-admin/AuthAdminHomePage').then((m) => m.AuthAdminHomePage),
  },
  {
    path: '/auth/create',
    meta: consoleMeta('nav.title.authAdminCreate', { ignoresGroup: true, namespaces: ['authAdmins'] }),
    page: () => import('../pages/auth-admin/AuthAdminCreatePage').then((m) => m.AuthAdminCreatePage),
  },
  {
    path: '/account/info',
    meta: consoleMeta('nav.title.accountInfo', { ignoresGroup: true }),
    page: () => import('../pages/account/AccountInfoPage').then((m) => m.AccountInfoPage),
  },

  // The public map (issue 19): no login, counts only.
  {
    path: '/map/base',
    meta: mapMeta('nav.title.mapBase'),
    page: () => import('../pages/map/MapBasePage').then((m) => m.MapBasePage),
  },
  {
    path: '/map/new',
    meta: mapMeta('nav.title.mapBoard'),
    page: () => import('../pages/map/MapBoardPage').then((m) => m.MapBoardPage),
  },

  // Errors: the guard skips them.
  {
    path: ERROR_PATH,
    meta: errorMeta('nav.title.error'),
    page: () => import('../pages/errors/ErrorPage').then((m) => m.ErrorPage),
  },
  {
    path: '*',
    meta: errorMeta('nav.title.notFound'),
    page: () => import('../pages/errors/NotFoundPage').then((m) => m.NotFoundPage),
  },
];
