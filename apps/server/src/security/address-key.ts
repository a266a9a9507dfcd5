import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client address every per-address count uses (abuse limits, sign-in failures): an IPv4 address, or the /64
 * prefix of an IPv6 address (one host is usually given a whole /64, so its 2^64 addresses are one address here).
 * IPv4-mapped IPv6 is its IPv4.
 */
export function addressKey(ip: string): string {
  const bare = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1]!;
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 becomes two groups). */
function expandIPv6(ip: string): string[] {
  let text = ip;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}
