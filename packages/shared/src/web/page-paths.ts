// Every page path of the console (apps/web/src/app/routes.ts holds the pages; its test keeps the two lists equal).
// The server answers these with the app and status 200, and any other path with the app's 404 page and status 404
// (#28.6), so monitoring, crawlers and scanners see the truth. `:name` matches one path segment.
export const PAGE_PATHS = [
  '/',
  '/login',
  '/user/loginByAccessToken',
  '/loginByAccessToken',
  '/regist',
  '/registSuccess',
  '/resetPwd',
  '/resetSuccess',
  '/privacy',
  '/terms',
  '/unlock/:token',
  '/unlock',
  '/home',
  '/console/home',
  '/manage/passageMode',
  '/manage/records',
  '/manage/issuePasscode',
  '/manage/issueFace',
  '/manage/issuePrint',
  '/manage/issueCard',
  '/manage/issueQrcode',
  '/manage/issueEKey',
  '/manage/issueEKeyBatch',
  '/manage/exportRecord',
  '/manage/:name',
  '/passcode/send',
  '/ekey/send',
  '/card/manage',
  '/card/issue',
  '/card/props',
  '/card/send',
  '/card/encoder',
  '/console/exportRecord',
  '/console/exportLockUser',
  '/group/home',
  '/plug/home',
  '/lockUser/home',
  '/lockUser/onDate',
  '/lockUser/issueEKeyBatch',
  '/lockUser/export',
  '/auth/home',
  '/auth/create',
  '/account/info',
  '/error',
] as const;

const patterns = PAGE_PATHS.map((p) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\//g, '\\/')}\\/?$`));

/** Whether `pathname` (no query) is a page of the console; a trailing slash is allowed, as the router allows it. */
export const isPagePath = (pathname: string): boolean => patterns.some((re) => re.test(pathname));
