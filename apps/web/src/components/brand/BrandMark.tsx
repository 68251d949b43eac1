// The brand's logo and name from site info (spec §1). Without a logo the name stands alone.
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';

export function BrandMark({ size = 32, inverse = false }: { size?: number; inverse?: boolean }) {
  const site = useStore(appState, (s) => s.site);
  if (!site) return null;
  return (
    <span className={`brand-mark${inverse ? ' brand-mark--inverse' : ''}`}>
      {site.logoUrl ? (
        <img src={site.logoUrl} alt="" height={size} />
      ) : (
        <span className="brand-mark__badge" aria-hidden="true">
          {site.name.slice(0, 1)}
        </span>
      )}
      <span className="brand-mark__name">{site.name}</span>
    </span>
  );
}
