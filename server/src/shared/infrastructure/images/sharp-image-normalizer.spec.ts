import sharp from 'sharp';
import { SharpImageNormalizer } from './sharp-image-normalizer';

describe('SharpImageNormalizer', () => {
  const normalizer = new SharpImageNormalizer();

  it('re-encodes a large JPEG with EXIF to a WebP of at most the side asked, without metadata, the orientation applied', async () => {
    const jpeg = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#151414' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-owner' } } })
      .toBuffer();
    const image = await normalizer.normalize(jpeg, 1600);
    expect(image).not.toBeNull();
    const meta = await sharp(image!.data).metadata();
    expect(meta.format).toBe('webp');
    // Orientation 6 turns the 3000x1000 picture upright: 1000 wide, 3000 high, then fit into 1600.
    expect([meta.width, meta.height]).toEqual([533, 1600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses text named like a picture, and a GIF', async () => {
    expect(await normalizer.normalize(Buffer.from('not a picture at all, just text'), 1600)).toBeNull();
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer();
    expect(await normalizer.normalize(gif, 1600)).toBeNull();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect(await normalizer.normalize(svg, 1600)).toBeNull();
  });
});
