// Where a webhook may go (issue 20, SSRF): http(s) URLs whose host resolves only to public addresses. Loopback,
// link-local (cloud metadata at 169.254.169.254), private, shared (CGNAT), unspecified, multicast and reserved ranges
// are refused, unless the operator allows private targets (WEBHOOK_ALLOW_PRIVATE, a LAN installation; tests). The
// check runs when an endpoint is saved and again at every connection (`guardedLookup`, the socket's own DNS lookup),
// so a name that later resolves to 127.0.0.1 (DNS rebinding) reaches nothing.
import dns from 'node:dns';
import net from 'node:net';

const blocked = new net.BlockList();
for (const [a, p] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(a, p, 'ipv4');
for (const [a, p] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const)
  blocked.addSubnet(a, p, 'ipv6');

/** True for an address a webhook must not reach (an IPv4-mapped IPv6 address is judged as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return blocked.check(mapped, 'ipv4');
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

export type AddressProblem = { host: string };

/** Resolves the URL's host; a problem when it does not resolve or any address is not allowed. */
export async function checkTarget(url: string, allowPrivate: boolean): Promise<AddressProblem | undefined> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { host: url };
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return { host: u.host };
  const host = u.hostname.replace(/^\[|\]$/g, '');
  if (allowPrivate) return undefined;
  try {
    const found = net.isIP(host) ? [{ address: host }] : await dns.promises.lookup(host, { all: true, verbatim: true });
    return found.length === 0 || found.some((a) => isPrivateAddress(a.address)) ? { host } : undefined;
  } catch {
    return { host };
  }
}

/** The socket's DNS lookup for webhook connections: refuses a private answer unless allowed. */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as unknown as dns.LookupAddress[];
      const bad = !allowPrivate && list.some((a) => isPrivateAddress(a.address));
      if (bad || list.length === 0) {
        const e = Object.assign(new Error(`refused address for ${hostname}`), { code: 'EADDRREFUSED' });
        return callback(e, '', 4);
      }
      if ((options as dns.LookupOptions).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
