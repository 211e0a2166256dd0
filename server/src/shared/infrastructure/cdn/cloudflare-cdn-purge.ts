import type { CloudflarePurgeConfig } from '../../../config/cdn.config';
import type { CacheTag, CdnPurgePort } from '../../application/cdn-purge.port';
import { OutsideServiceUnavailableError } from '../../application/outside-service-unavailable.error';

const TIMEOUT_MS = 10_000;

interface CloudflareAnswer {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
}

/**
 * Cloudflare's "Purge Cached Content" for one zone: POST /zones/{zone_id}/purge_cache with `{ "tags": [...] }`,
 * which drops every cached answer whose Cache-Tag header holds one of them, authorised by an API token with the
 * zone's Cache Purge permission. Cloudflare answers `{ success, errors, messages, result: { id } }`; anything but
 * success is an OutsideServiceUnavailableError naming the status and Cloudflare's error codes (never the token).
 */
export class CloudflareCdnPurge implements CdnPurgePort {
  readonly purges = true;

  constructor(private readonly config: CloudflarePurgeConfig) {}

  async purge(tags: readonly CacheTag[]): Promise<void> {
    if (!tags.length) return;
    const url = `${this.config.apiBase}/zones/${encodeURIComponent(this.config.zoneId)}/purge_cache`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.config.apiToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw unavailable(`unreachable (${(error as Error).name})`);
    }
    const answer = (await response.json().catch(() => ({}))) as CloudflareAnswer;
    if (response.ok && answer.success === true) return;
    const codes = (answer.errors ?? []).map((each) => `${each.code ?? '?'} ${each.message ?? ''}`.trim()).join('; ');
    throw unavailable(`HTTP ${response.status}${codes ? `: ${codes}` : ''}`);
  }
}

function unavailable(detail: string): OutsideServiceUnavailableError {
  return new OutsideServiceUnavailableError('COMMON.CDN_UNAVAILABLE', 'CDN을 비우지 못했습니다. 잠시 후 다시 시도합니다.', `Cloudflare purge ${detail}`);
}
