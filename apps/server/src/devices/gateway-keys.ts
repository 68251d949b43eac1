// Node-local cache of gateway signing keys and owners, read on every message. Short-lived (entries expire) and
// refreshed on a signature mismatch, so a re-activated gateway's new key is picked up at once on any node.
// An unknown id is remembered only briefly: a gateway activated on another node must be heard within a second.
import type { GatewaysRepo } from '../modules/gateways/gateways.repo';

export type GatewayIdentity = { id: number; userId: number; signKey: string };

export function createGatewayKeys(repo: GatewaysRepo, ttlMs = 10_000, unknownTtlMs = 1000) {
  const cache = new Map<number, { g: GatewayIdentity | null; at: number }>();
  async function load(id: number) {
    const row = await repo.find(id);
    const g = row ? { id: row.id, userId: row.userId, signKey: row.signKey } : null;
    cache.set(id, { g, at: Date.now() });
    return g;
  }
  return {
    async get(id: number, fresh = false): Promise<GatewayIdentity | null> {
      const hit = cache.get(id);
      if (!fresh && hit && Date.now() - hit.at < (hit.g ? ttlMs : unknownTtlMs)) return hit.g;
      return load(id);
    },
    forget: (id: number) => cache.delete(id),
    forgetAll: () => cache.clear(),
  };
}
