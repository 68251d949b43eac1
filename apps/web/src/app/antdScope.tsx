// antd's theme and locale (BrandConfig) for the console pages built with antd, loaded with such a page's code: the
// frame and the console home render without antd (#26), so their first paint waits for none of it. A route says
// `antd: false` in its meta when its page renders without antd at start (its dialogs bring their own scope).
import { createElement, type ComponentType, type ReactNode } from 'react';

type Scope = ComponentType<{ children: ReactNode }>;
let scope: Scope | null = null;

export const loadAntdScope = (): Promise<void> =>
  import('../components/BrandConfig').then((m) => {
    scope = m.BrandConfig;
  });

/**
 * antd's theme around a page, once loaded — it is before any page that needs it renders: the route's code waits for
 * it (router.tsx).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return scope ? createElement(scope, null, children) : children;
}
