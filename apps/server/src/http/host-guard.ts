// Which Host names this server answers (hardening #28.5): a DNS-rebinding page must not reach a console on
// loopback through a name of its own. Served: loopback names (localhost, *.localhost, 127.x.x.x, ::1), the address
// the server listens on when it is a specific one, the PUBLIC_URL host, ALLOWED_HOSTS, and the domains of the brands
// (read from the database, remembered for a while per name). Anything else: 421 with a clear error, the envelope
// under /api.
export type HostGuardDeps = {
  listenHost: string;
  publicUrl: string | undefined;
  allowedHosts: string[];
  /** True when a brand lists this (normalized) name among its domains. */
  isBrandHost: (host: string) => Promise<boolean>;
  ttlMs?: number;
};

/** The name of a Host header: lower case, no port, no brackets around IPv6, no trailing dot. */
export function hostName(header: string | undefined): string {
  const h = (header ?? '').trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(1, h.indexOf(']') > 0 ? h.indexOf(']') : undefined) : h.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

const isLoopback = (h: string) =>
  h === 'localhost' || h.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || h === '::1';

export function createHostGuard(d: HostGuardDeps) {
  const fixed = new Set<string>(d.allowedHosts.map((h) => hostName(h)).filter(Boolean));
  if (d.publicUrl) fixed.add(hostName(new URL(d.publicUrl).host));
  if (!['0.0.0.0', '::', ''].includes(d.listenHost)) fixed.add(hostName(d.listenHost));
  const ttl = d.ttlMs ?? 30_000;
  const brands = new Map<string, { ok: boolean; at: number }>();

  return {
    async allowed(header: string | undefined): Promise<boolean> {
      const h = hostName(header);
      if (!h) return false;
      if (isLoopback(h) || fixed.has(h)) return true;
      const hit = brands.get(h);
      if (hit && Date.now() - hit.at < ttl) return hit.ok;
      if (brands.size > 1000) brands.clear();
      const ok = await d.isBrandHost(h);
      brands.set(h, { ok, at: Date.now() });
      return ok;
    },
  };
}
