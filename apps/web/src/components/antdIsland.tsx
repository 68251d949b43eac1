// An antd piece (a dialog) of a page rendered without antd (#26): its code and antd's theme and locale load when it is
// first shown, not with the page. Render it inside <Suspense fallback={null}>.
import { lazy, type ComponentType } from 'react';

export function antdIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Piece, { BrandConfig }] = await Promise.all([load(), import('./BrandConfig')]);
    return {
      default: (props: P) => (
        <BrandConfig>
          <Piece {...props} />
        </BrandConfig>
      ),
    };
  });
}
