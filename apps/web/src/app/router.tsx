// Builds the React Router data router from the route table: one guarded loader per route, pages loaded
// lazily, grouped under their layout (public background, console frame, or bare).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { guardLoader, navigationState } from './guard/guardLoader';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { FullPageLoading } from '../components/FullPageLoading';
import { ensureNamespaces } from '../lib/i18n/i18n';
import { loadAntdScope } from './antdScope';
import { ROUTES, type AppRoute } from './routes';
import type { RouteHandle, RouteMeta } from './routeMeta';

function toRouteObject(r: AppRoute): RouteObject {
  const handle: RouteHandle = { meta: r.meta };
  return {
    path: r.path,
    handle,
    loader: guardLoader(r.meta, r.redirect),
    lazy: r.page
      ? async () => {
          const [Component] = await Promise.all([
            r.page!(),
            ensureNamespaces(r.meta.namespaces),
            r.meta.frame === 'console' && r.meta.antd !== false ? loadAntdScope() : null,
          ]);
          return { Component };
        }
      : undefined,
    Component: r.page ? undefined : () => null,
  };
}

const byFrame = (frame: RouteMeta['frame']) => ROUTES.filter((r) => r.meta.frame === frame).map(toRouteObject);

export function createAppRouter() {
  const router = createBrowserRouter([
    {
      Component: RootLayout,
      HydrateFallback: FullPageLoading,
      children: [
        { Component: PublicLayout, children: byFrame('public') },
        {
          // The console frame is a chunk of its own so the login route stays small.
          lazy: async () => ({ Component: (await import('./layouts/ConsoleFrame')).ConsoleFrame }),
          children: byFrame('console'),
        },
        ...byFrame('bare'),
      ],
    },
  ]);
  const track = () => {
    const { location, matches } = router.state;
    navigationState.location = `${location.pathname}${location.search}`;
    const handle = matches.at(-1)?.route.handle as RouteHandle | undefined;
    navigationState.meta = handle?.meta ?? null;
  };
  router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.initialized) track();
  });
  return router;
}
