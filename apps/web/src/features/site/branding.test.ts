import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '@lockconsole/shared/site/site-info';
import { accessibleShade, contrastWithWhite, isFeatureEnabled } from './branding';

describe('brand colour shading', () => {
  it('darkens light brand colours until white text is readable', () => {
    for (const color of ['#6898fc', '#13a89e', '#ffffff', '#ffe066']) {
      expect(contrastWithWhite(accessibleShade(color))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps colours that are already dark enough', () => {
    expect(accessibleShade('#1f2a44')).toBe('#1f2a44');
  });
});

describe('feature toggles', () => {
  it('are on unless the brand turns them off', () => {
    const site = { features: { map: false } } as unknown as SiteInfo;
    expect(isFeatureEnabled(site, 'map')).toBe(false);
    expect(isFeatureEnabled(site, 'premium')).toBe(true);
    expect(isFeatureEnabled(null, 'map')).toBe(true);
  });
});
