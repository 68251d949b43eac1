// An antd piece (a dialog) of a page rendered without antd (#26): its code and antd's theme and locale load when it is
// first shown, not with the page. Render it inside <Suspense fallback={null}>. A download that fails (the network, a
// new deployment's files) shows the network error and renders nothing; the next showing tries again.
import { lazy, useEffect, type ComponentType } from 'react';
import { i18n } from '../lib/i18n/i18n';
import { toast } from '../lib/toast';

function NotLoaded({ detail }: { detail: string }) {
  useEffect(() => toast.error(i18n.t('common.api.network', { detail })), [detail]);
  return null;
}

export function antdIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  const make = (): ComponentType<P> =>
    lazy(() =>
      Promise.all([load(), import('./BrandConfig')])
        .then(([Piece, { BrandConfig }]) => ({
          default: (props: P) => (
            <BrandConfig>
              <Piece {...props} />
            </BrandConfig>
          ),
        }))
        .catch((e: unknown) => {
          current = make();
          const detail = e instanceof Error ? e.message : String(e);
          return { default: () => <NotLoaded detail={detail} /> };
        }),
    );
  let current = make();
  return function Island(props: P) {
    const Piece = current;
    return <Piece {...props} />;
  };
}
