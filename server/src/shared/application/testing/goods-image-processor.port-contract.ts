import { GOODS_IMAGE_LIMITS, type GoodsImageProcessorPort, type GoodsImageRejection } from '../goods-image-processor.port';

/** Files an adapter is tried with: one it accepts, one its cheap checks refuse, one that fails only when rendered. */
export interface GoodsImageSamples {
  accepted: Buffer;
  refused: { data: Buffer; reason: GoodsImageRejection };
  failsRendering: { data: Buffer; reason: GoodsImageRejection };
}

/**
 * What every GoodsImageProcessorPort does: `inspect` answers without rendering what `process` would refuse for the
 * cheap reasons, with the same reason; a file that passes inspection may still fail rendering; an accepted file
 * becomes two WebP sizes within the limits.
 */
export function goodsImageProcessorContract(name: string, create: () => Promise<{ processor: GoodsImageProcessorPort; samples: GoodsImageSamples }>): void {
  describe(`${name} (GoodsImageProcessorPort contract)`, () => {
    it('inspects and processes an accepted file into two WebP sizes within the limits', async () => {
      const { processor, samples } = await create();
      const inspection = await processor.inspect(samples.accepted);
      expect(inspection.ok).toBe(true);
      const outcome = await processor.process(samples.accepted);
      if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
      expect(inspection).toEqual({ ok: true, source: outcome.image.source });
      expect(outcome.image.large).toMatchObject({ contentType: 'image/webp', extension: 'webp' });
      expect(outcome.image.thumbnail).toMatchObject({ contentType: 'image/webp', extension: 'webp' });
      expect(Math.max(outcome.image.large.width, outcome.image.large.height)).toBeLessThanOrEqual(GOODS_IMAGE_LIMITS.largeSide);
      expect(Math.max(outcome.image.thumbnail.width, outcome.image.thumbnail.height)).toBeLessThanOrEqual(GOODS_IMAGE_LIMITS.thumbnailSide);
    });

    it('refuses at inspection what processing refuses for a cheap reason, with the same reason', async () => {
      const { processor, samples } = await create();
      expect(await processor.inspect(samples.refused.data)).toEqual({ ok: false, reason: samples.refused.reason });
      expect(await processor.process(samples.refused.data)).toEqual({ ok: false, reason: samples.refused.reason });
    });

    it('passes inspection of a file that only rendering finds broken, and refuses it then', async () => {
      const { processor, samples } = await create();
      expect((await processor.inspect(samples.failsRendering.data)).ok).toBe(true);
      expect(await processor.process(samples.failsRendering.data)).toEqual({ ok: false, reason: samples.failsRendering.reason });
    });
  });
}
