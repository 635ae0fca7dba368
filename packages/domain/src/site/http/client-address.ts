/**
 * The address a per-client limit counts (the API's rate limits, the search service's budget of
 * its public key): an IPv4 address as it is, an IPv6 address by its /64 (one subscriber line
 * gets a whole /64, so counting single addresses would give one client 2^64 fresh budgets).
 * IPv4-mapped IPv6 addresses count as the IPv4 address they carry. Anything else is kept as
 * it is. Plain string work, so it runs wherever the domain runs.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!/^[0-9a-f:.]+(%.*)?$/i.test(ip) || !ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
