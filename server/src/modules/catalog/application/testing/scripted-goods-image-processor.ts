/*
 * A goods image processor for unit specs: converts every upload to two small WebP variants, except the bytes told to
 * refuse (by `inspect` and `process` alike, as the cheap checks do) or told to fail only when rendered (a file corrupt
 * past its header, a render time-out).
 */
import type {
  GoodsImageInspection,
  GoodsImageOutcome,
  GoodsImageProcessorPort,
  GoodsImageRejection,
} from '../../../../shared/application/goods-image-processor.port';

export class ScriptedGoodsImageProcessor implements GoodsImageProcessorPort {
  /** Every upload inspected, in order (to prove all are checked before any is stored). */
  readonly seen: Buffer[] = [];
  /** Every upload rendered, in order. */
  readonly rendered: Buffer[] = [];
  private readonly refusals = new Map<string, GoodsImageRejection>();
  private readonly renderFailures = new Map<string, GoodsImageRejection>();

  /** Refuses uploads holding exactly these bytes, for this reason, at inspection. */
  refuse(data: Buffer, reason: GoodsImageRejection): this {
    this.refusals.set(data.toString('base64'), reason);
    return this;
  }

  /** Passes these bytes' inspection but fails their rendering, for this reason. */
  failRendering(data: Buffer, reason: GoodsImageRejection): this {
    this.renderFailures.set(data.toString('base64'), reason);
    return this;
  }

  async inspect(data: Buffer): Promise<GoodsImageInspection> {
    this.seen.push(data);
    const reason = this.refusals.get(data.toString('base64'));
    return reason ? { ok: false, reason } : { ok: true, source: 'png' };
  }

  async process(data: Buffer): Promise<GoodsImageOutcome> {
    this.rendered.push(data);
    const reason = this.refusals.get(data.toString('base64')) ?? this.renderFailures.get(data.toString('base64'));
    if (reason) return { ok: false, reason };
    const variant = (side: number) => ({ data: Buffer.from(`webp-${side}`), contentType: 'image/webp' as const, extension: 'webp' as const, width: side, height: side });
    return { ok: true, image: { source: 'png', large: variant(1600), thumbnail: variant(600) } };
  }
}
