import { Logger } from '@nestjs/common';
import { type Carrier, trackingPageUrl } from '../../domain/carrier-registry';
import type { ParcelEvent, ParcelTracking, ParcelTrackingPort } from '../../application/ports/parcel-tracking.port';
import { parcelTrackingUnavailable } from './parcel-tracking-unavailable';

export interface SweetTrackerSettings {
  /** https://info.sweettracker.co.kr, no trailing slash. */
  baseUrl: string;
  /** t_key: sent in the query string, as the API asks, and never logged. */
  apiKey: string;
  timeoutMs: number;
}

/** One entry of trackingDetails (the fields we read). */
interface SweetTrackerDetail {
  time?: unknown;
  timeString?: unknown;
  where?: unknown;
  kind?: unknown;
}

/**
 * Sweet Tracker's answers for a number it has nothing for (yet): not an outage. 104: no such tracking number for
 * this carrier (also right after shipping, before the carrier scanned it); 105: no tracking information yet.
 */
const NOTHING_YET_CODES = new Set(['104', '105']);

/** Korea has had no daylight saving time since 1988: +09:00 all year. */
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * Sweet Tracker (스마트택배) tracking API: `GET {base}/api/v1/trackingInfo?t_key=&t_code=&t_invoice=`, the carrier
 * code being the registry's. Events come back as `trackingDetails` (time in epoch milliseconds, place `where`,
 * status `kind`); `status: false` with a code is a refusal. A number the service has nothing for answers no events;
 * a refused key, a 5xx, an unreadable answer or a time-out throws "unavailable" (503), never a 500.
 */
export class SweetTrackerParcelTracking implements ParcelTrackingPort {
  private readonly logger = new Logger('SweetTracker');

  constructor(private readonly settings: SweetTrackerSettings) {}

  async track(carrier: Carrier, trackingNumber: string): Promise<ParcelTracking> {
    const link = trackingPageUrl(carrier, trackingNumber);
    const query = new URLSearchParams({ t_key: this.settings.apiKey, t_code: carrier.code, t_invoice: trackingNumber });
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.settings.baseUrl}/api/v1/trackingInfo?${query.toString()}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      // The URL holds the key: describe the failure by its kind only.
      throw parcelTrackingUnavailable(`Sweet Tracker did not answer for carrier ${carrier.code}: ${describeFailure(error)}`);
    }
    if (response.status >= 500) throw parcelTrackingUnavailable(`Sweet Tracker answered HTTP ${response.status} for carrier ${carrier.code}`);
    const body = parseObject(text);
    if (!body) throw parcelTrackingUnavailable(`Sweet Tracker answered HTTP ${response.status} with an unreadable body for carrier ${carrier.code}`);
    if (body.status === false || body.status === 'false' || response.status >= 400) {
      const code = typeof body.code === 'string' || typeof body.code === 'number' ? String(body.code) : '';
      if (NOTHING_YET_CODES.has(code)) return { link, events: [] };
      throw parcelTrackingUnavailable(`Sweet Tracker refused the lookup for carrier ${carrier.code}: HTTP ${response.status} code ${code || 'none'} ${textOf(body.msg)}`.trim());
    }
    if (!Array.isArray(body.trackingDetails)) {
      this.logger.warn({ msg: 'Sweet Tracker answered without trackingDetails', carrier: carrier.code });
      return { link, events: [] };
    }
    return { link, events: (body.trackingDetails as SweetTrackerDetail[]).filter(isObject).map(toEvent) };
  }
}

function toEvent(detail: SweetTrackerDetail): ParcelEvent {
  return { time: timeOf(detail), place: textOf(detail.where), status: textOf(detail.kind) };
}

/** Epoch milliseconds as Korean local time with its offset; the service's own text when there is no usable number. */
function timeOf(detail: SweetTrackerDetail): string {
  const millis = typeof detail.time === 'number' ? detail.time : typeof detail.time === 'string' && /^\d+$/.test(detail.time) ? Number(detail.time) : NaN;
  if (!Number.isFinite(millis) || millis <= 0) return textOf(detail.timeString);
  return `${new Date(millis + KOREA_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function isObject(value: unknown): value is SweetTrackerDetail {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isObject(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** By name only (the fetch's errors may carry the URL, which holds the key). DOMException is not always an Error here. */
function describeFailure(error: unknown): string {
  const name = typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return 'timed out';
  return name || 'unknown error';
}
