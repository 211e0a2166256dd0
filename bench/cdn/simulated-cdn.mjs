// A CDN's cache as a model, on a virtual clock: what it would answer itself and what it would send on to the shop.
// It follows what the shop's answers say, as Cloudflare does with "respect origin headers" (docs/operations.md, "A CDN
// in front"): CDN-Cache-Control (RFC 9213) before Cache-Control's s-maxage, then max-age; never `private`, `no-store`,
// `no-cache`, an answer that sets a cookie, or anything but a GET's 200. A stale copy within stale-while-revalidate is
// served while one revalidation (If-None-Match) goes to the shop; past it the request waits for the shop, conditional
// when the copy has an ETag. A purge drops every copy whose Cache-Tag names one of its tags.

/** The seconds a directive names in a Cache-Control-like header, or null when it has none. */
function directive(header, name) {
  const match = new RegExp(`(?:^|,)\\s*${name}\\s*=\\s*"?(\\d+)"?`, 'i').exec(header ?? '');
  return match ? Number(match[1]) : null;
}

function flag(header, name) {
  return new RegExp(`(?:^|,)\\s*${name}\\s*(?:,|$)`, 'i').test(header ?? '');
}

/**
 * How long a CDN may keep an answer and serve it stale, in seconds, from its headers (a Headers-like `get`); null when
 * it may not keep it at all.
 */
export function cachePolicyOf(status, headers) {
  if (status !== 200) return null;
  if (headers.get('set-cookie')) return null;
  const cdn = headers.get('cdn-cache-control');
  const cache = headers.get('cache-control') ?? '';
  for (const header of [cdn, cache]) {
    if (header && ['private', 'no-store', 'no-cache'].some((name) => flag(header, name))) return null;
  }
  const ttl = cdn ? directive(cdn, 's-maxage') ?? directive(cdn, 'max-age') : directive(cache, 's-maxage') ?? directive(cache, 'max-age');
  if (ttl === null) return null;
  const staleWhileRevalidate = directive(cdn ?? cache, 'stale-while-revalidate') ?? 0;
  return { ttl, staleWhileRevalidate };
}

/**
 * `origin(path, etag)` is the shop: it answers { status, headers } (a 304 when `etag` still matches). Each `request`
 * answers how it was served: 'hit', 'stale' (served from the copy while it revalidates), 'revalidated' (the shop said
 * 304 and the copy was served), or 'miss' (the shop's full answer).
 */
export class SimulatedCdn {
  #copies = new Map();
  originRequests = 0;

  constructor(origin) {
    this.origin = origin;
  }

  async request(method, path, now) {
    if (method !== 'GET') {
      this.originRequests += 1;
      await this.origin(method, path, null);
      return 'miss';
    }
    const copy = this.#copies.get(path);
    const age = copy ? (now - copy.storedAt) / 1000 : Infinity;
    if (copy && age <= copy.ttl) return 'hit';
    if (copy && age <= copy.ttl + copy.staleWhileRevalidate) {
      if (!copy.revalidating) {
        copy.revalidating = true;
        await this.#fetch(path, now, copy);
      }
      return 'stale';
    }
    return (await this.#fetch(path, now, copy)) === 304 ? 'revalidated' : 'miss';
  }

  /** Drops every copy tagged with one of `tags` (Cloudflare's purge by Cache-Tag). */
  purge(tags) {
    for (const [path, copy] of this.#copies) {
      if (copy.tags.some((tag) => tags.includes(tag))) this.#copies.delete(path);
    }
  }

  async #fetch(path, now, copy) {
    this.originRequests += 1;
    const answer = await this.origin('GET', path, copy?.etag ?? null);
    if (answer.status === 304 && copy) {
      this.#copies.set(path, { ...copy, storedAt: now, revalidating: false });
      return 304;
    }
    const policy = cachePolicyOf(answer.status, answer.headers);
    if (policy) {
      const tags = (answer.headers.get('cache-tag') ?? '').split(',').map((tag) => tag.trim()).filter(Boolean);
      this.#copies.set(path, { ...policy, storedAt: now, etag: answer.headers.get('etag'), tags, revalidating: false });
    } else {
      this.#copies.delete(path);
    }
    return answer.status;
  }
}
