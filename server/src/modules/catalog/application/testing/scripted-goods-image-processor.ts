/* A goods image processor for unit specs: converts every upload to two small WebP variants, except the bytes told to refuse. */
import type { GoodsImageOutcome, GoodsImageProcessorPort, GoodsImageRejection } from '../../../../shared/application/goods-image-processor.port';

export class ScriptedGoodsImageProcessor implements GoodsImageProcessorPort {
  /** Every upload it was given, in order (to prove all are checked before any is stored). */
  readonly seen: Buffer[] = [];
  private readonly refusals = new Map<string, GoodsImageRejection>();

  /** Refuses uploads holding exactly these bytes, for this reason. */
  refuse(data: Buffer, reason: GoodsImageRejection): this {
    this.refusals.set(data.toString('base64'), reason);
    return this;
  }

  async process(data: Buffer): Promise<GoodsImageOutcome> {
    this.seen.push(data);
    const reason = this.refusals.get(data.toString('base64'));
    if (reason) return { ok: false, reason };
    const variant = (side: number) => ({ data: Buffer.from(`webp-${side}`), contentType: 'image/webp' as const, extension: 'webp' as const, width: side, height: side });
    return { ok: true, image: { source: 'png', large: variant(1600), thumbnail: variant(600) } };
  }
}
