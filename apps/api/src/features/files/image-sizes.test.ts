// A listing photo's served sizes: upright whatever the camera wrote, with no EXIF or GPS left, never
// wider than the original, in the formats they claim.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoVariants, variantWidths } from './image-sizes.js';

/** A photo with a gradient (not one flat colour) so the encoders have something to encode. */
const photo = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = 120;
    pixels[i + 2] = 200 - ((i / 3 / width) * 150) / height;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
};

describe('photoVariants', () => {
  it('turns a phone photo upright by its EXIF orientation and strips EXIF and GPS', async () => {
    // Stored 1200 × 800 with orientation 6 (turn 90° clockwise to show): shown 800 × 1200.
    const phone = await photo(1200, 800)
      .withExif({
        IFD0: { Make: 'Phone', Model: 'X' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(phone).metadata();
    expect(before).toMatchObject({ width: 1200, height: 800, orientation: 6 });
    expect(before.exif).toBeDefined();

    const out = await photoVariants(phone);
    expect({ width: out.width, height: out.height }).toEqual({ width: 800, height: 1200 });
    for (const v of out.variants) {
      const meta = await sharp(v.bytes).metadata();
      expect(meta.width, `${v.format}@${v.width}`).toBe(v.width);
      // Portrait: taller than wide, as shown, with nothing left to rotate it again.
      expect(meta.height!).toBeGreaterThan(meta.width!);
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(JSON.stringify(meta)).not.toMatch(/GPS/i);
    }
    // Turned, not just resized: the stored image's left edge (no red) is now its top.
    const jpeg = out.variants.find((v) => v.format === 'jpeg')!;
    const { data, info } = await sharp(jpeg.bytes).raw().toBuffer({ resolveWithObject: true });
    const red = (row: number) => data[(row * info.width + info.width / 2) * info.channels]!;
    expect(red(2)).toBeLessThan(40);
    expect(red(info.height - 3)).toBeGreaterThan(210);
  });

  it('gives 480, 960 and 1600 in AVIF and WebP and one JPEG at 960, formats as declared', async () => {
    const out = await photoVariants(await photo(2400, 1600).jpeg().toBuffer());
    expect(out.variants.map((v) => `${v.format}@${v.width}`)).toEqual([
      'avif@480',
      'webp@480',
      'avif@960',
      'webp@960',
      'avif@1600',
      'webp@1600',
      'jpeg@960',
    ]);
    for (const v of out.variants) {
      const meta = await sharp(v.bytes).metadata();
      // sharp names AVIF's container HEIF, its compression AV1.
      const format = v.format === 'avif' ? { format: 'heif', compression: 'av1' } : { format: v.format };
      expect(meta).toMatchObject({ ...format, width: v.width, height: Math.round((v.width * 2) / 3) });
    }
  });

  it('never upscales: a 700 px photo gives 480 and 700, its JPEG at 700', async () => {
    const out = await photoVariants(await photo(700, 500).png().toBuffer());
    expect(out.variants.map((v) => `${v.format}@${v.width}`)).toEqual([
      'avif@480',
      'webp@480',
      'avif@700',
      'webp@700',
      'jpeg@700',
    ]);
    for (const v of out.variants) expect((await sharp(v.bytes).metadata()).width).toBeLessThanOrEqual(700);
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
  });

  it('gives a transparent PNG a white background in its JPEG only', async () => {
    const clear = await sharp({
      create: { width: 600, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const out = await photoVariants(clear);
    const jpeg = out.variants.find((v) => v.format === 'jpeg')!;
    const { data } = await sharp(jpeg.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
    const webp = out.variants.find((v) => v.format === 'webp')!;
    expect((await sharp(webp.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('refuses more than 50 megapixels (413) and a damaged image (400)', async () => {
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await expect(photoVariants(huge)).rejects.toMatchObject({
      statusCode: 413,
      messageKey: 'files.err.tooManyPixels',
    });
    const jpeg = await photo(800, 600).jpeg().toBuffer();
    await expect(photoVariants(jpeg.subarray(0, jpeg.length / 2))).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'files.err.imageUnreadable',
    });
  });
});
