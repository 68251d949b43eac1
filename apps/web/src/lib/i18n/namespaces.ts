// The namespaces every page may show, loaded at start. Route namespaces (locks, groups, …) load with their route,
// `errors` with every console page and the registration (app/routeMeta.ts), `legal` (the policy texts) with its two
// pages: the footer's links say the pages' titles. No imports: the build (build/catalogs.ts)
// reads this list to put one language's start namespaces in one file.
export const NAMESPACES: readonly string[] = Object.freeze([
  'common',
  'nav',
  'auth',
  'account',
  'console',
  'notFound',
  'validation',
]);
