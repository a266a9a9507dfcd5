/**
 * A `document` with a cookie jar that keeps what a browser keeps apart: a host-only cookie and a cookie of the
 * same name on a parent domain are two cookies; `Max-Age=0` deletes the one its Domain (or its absence) names.
 */
export function documentWithCookies(hostname: string, initial: Record<string, string> = {}) {
  const jar = new Map<string, { name: string; value: string; domain: string | null }>(
    Object.entries(initial).map(([name, value]) => [`${name}|host`, { name, value, domain: null }]),
  );
  const writes: string[] = [];
  const doc = { location: { hostname } } as unknown as Document;
  Object.defineProperty(doc, 'cookie', {
    get: () => [...jar.values()].map((c) => `${c.name}=${c.value}`).join('; '),
    set: (line: string) => {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
      const [name = '', ...value] = pair.split('=');
      const domain = attributes.find((a) => a.startsWith('Domain='))?.slice('Domain='.length) ?? null;
      const key = `${name}|${domain ?? 'host'}`;
      if (attributes.includes('Max-Age=0')) jar.delete(key);
      else jar.set(key, { name, value: value.join('='), domain });
    },
  });
  return { doc, writes, cookies: () => [...jar.values()] };
}
