import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  IMAGE_DECODES_AT_ONCE,
  imageDecodes,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  UploadRejected,
} from './upload-checker.ts';

function solidImage(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } });
}

/** An ISO BMFF `ftyp` box (what starts every MP4 / MOV) followed by an empty `free` box. */
function isoMedia(majorBrand: string): Buffer {
  const compatible = ['isom', 'iso2', 'mp41'];
  const ftypSize = 8 + 4 + 4 + 4 * compatible.length;
  const ftyp = Buffer.alloc(ftypSize);
  ftyp.writeUInt32BE(ftypSize, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(majorBrand.padEnd(4, ' '), 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  compatible.forEach((brand, i) => {
    ftyp.write(brand, 16 + 4 * i, 'latin1');
  });
  const free = Buffer.from([0, 0, 0, 8, 0x66, 0x72, 0x65, 0x65]);
  return Buffer.concat([ftyp, free]);
}

/** An EBML header whose DocType is `docType` ('webm' or 'matroska'). */
function ebml(docType: string): Buffer {
  const element = (id: number[], value: Buffer) => Buffer.from([...id, 0x80 | value.length, ...value]);
  const children = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])), // EBMLVersion
    element([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
    element([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
    element([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
    element([0x42, 0x82], Buffer.from(docType, 'latin1')), // DocType
    element([0x42, 0x87], Buffer.from([4])), // DocTypeVersion
    element([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | children.length]), children]);
}

async function rejection(promise: Promise<unknown>): Promise<UploadRejected> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRejected);
  return error as UploadRejected;
}

describe('checkUpload', () => {
  it('re-encodes a real PNG into WebP variants 320, 800 and 1600 px wide', async () => {
    const png = await solidImage(2000, 1000).png().toBuffer();

    const result = await checkUpload(png, { accept: 'image' });

    expect(result.kind).toBe('image');
    if (result.kind !== 'image') {
      return;
    }
    expect(result.sourceType).toBe('image/png');
    expect(
      result.variants.map(({ name, width, height, contentType }) => ({ name, width, height, contentType })),
    ).toEqual([
      { name: 'thumb', width: 320, height: 160, contentType: 'image/webp' },
      { name: 'card', width: 800, height: 400, contentType: 'image/webp' },
      { name: 'details', width: 1600, height: 800, contentType: 'image/webp' },
    ]);
    for (const variant of result.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
    }
  });

  it('never upscales a small image', async () => {
    const jpeg = await solidImage(500, 250).jpeg().toBuffer();
    const result = await checkUpload(jpeg, { accept: 'image-or-video' });
    if (result.kind !== 'image') {
      throw new Error('expected an image');
    }
    expect(result.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['thumb', 320, 160],
      ['card', 500, 250],
      ['details', 500, 250],
    ]);
  });

  it('applies the EXIF orientation and strips the metadata', async () => {
    // 200x100 pixels stored with orientation 6 ("rotate 90° clockwise to display").
    const jpeg = await solidImage(200, 100)
      .withExif({ IFD0: { Artist: 'someone' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const result = await checkUpload(jpeg, { accept: 'image' });
    if (result.kind !== 'image') {
      throw new Error('expected an image');
    }
    const thumb = result.variants.find((v) => v.name === 'thumb');
    expect([thumb?.width, thumb?.height]).toEqual([100, 200]);
    const meta = await sharp(thumb?.bytes).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a text file named .png as an unsupported type', async () => {
    const text = Buffer.from('just some text pretending to be image.png\n');
    const error = await rejection(checkUpload(text, { accept: 'image' }));
    expect(error.reason).toBe('unsupported_type');
    expect(error.detectedType).toBeNull();
  });

  it('refuses an empty file', async () => {
    expect((await rejection(checkUpload(Buffer.alloc(0), { accept: 'image-or-video' }))).reason).toBe(
      'unsupported_type',
    );
  });

  it('refuses a PNG header with corrupt data', async () => {
    const png = await solidImage(50, 50).png().toBuffer();
    const corrupt = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await rejection(checkUpload(corrupt, { accept: 'image' }))).reason).toBe('unsupported_type');
  });

  it('refuses an oversize buffer before decoding it', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    expect((await rejection(checkUpload(big, { accept: 'image' }))).reason).toBe('too_large');

    const png = await solidImage(64, 64).png().toBuffer();
    expect((await rejection(checkUpload(png, { accept: 'image', maxBytes: 10 }))).reason).toBe('too_large');
  });

  it('refuses an image over the image limit even when videos (larger) are accepted', async () => {
    const png = await solidImage(64, 64).png().toBuffer();
    const padded = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const error = await rejection(checkUpload(padded, { accept: 'image-or-video' }));
    expect(error.reason).toBe('too_large');
    expect(error.detectedType).toBe('image/png');
  });

  it('recognises a minimal MP4 as a video and keeps its bytes as they are', async () => {
    const mp4 = isoMedia('isom');
    expect(await checkUpload(mp4, { accept: 'video' })).toEqual({
      kind: 'video',
      contentType: 'video/mp4',
      extension: 'mp4',
      bytes: mp4,
    });
  });

  it('recognises WebM, Matroska and QuickTime headers', async () => {
    expect(await checkUpload(ebml('webm'), { accept: 'image-or-video' })).toMatchObject({
      kind: 'video',
      contentType: 'video/webm',
    });
    expect(await checkUpload(ebml('matroska'), { accept: 'video' })).toMatchObject({
      contentType: 'video/x-matroska',
      extension: 'mkv',
    });
    expect(await checkUpload(isoMedia('qt'), { accept: 'video' })).toMatchObject({
      contentType: 'video/quicktime',
      extension: 'mov',
    });
  });

  it('refuses a video where only images are accepted, and an image where only videos are', async () => {
    const error = await rejection(checkUpload(isoMedia('isom'), { accept: 'image' }));
    expect(error.reason).toBe('unsupported_type');
    expect(error.detectedType).toBe('video/mp4');

    const png = await solidImage(10, 10).png().toBuffer();
    expect((await rejection(checkUpload(png, { accept: 'video' }))).reason).toBe('unsupported_type');
  });

  it('allows videos up to the video limit', async () => {
    const mp4 = Buffer.concat([isoMedia('isom'), Buffer.alloc(MAX_IMAGE_BYTES * 2)]);
    expect((await checkUpload(mp4, { accept: 'video' })).kind).toBe('video');
    const huge = Buffer.concat([isoMedia('isom'), Buffer.alloc(MAX_VIDEO_BYTES)]);
    expect((await rejection(checkUpload(huge, { accept: 'video' }))).reason).toBe('too_large');
  });

  it('decodes a bounded number of images at once; the others wait their turn', async () => {
    const png = await solidImage(1800, 1200).png().toBuffer();
    imageDecodes.resetPeak();
    const results = await Promise.all(
      Array.from({ length: IMAGE_DECODES_AT_ONCE + 4 }, () => checkUpload(png, { accept: 'image' })),
    );
    expect(results.every((result) => result.kind === 'image')).toBe(true);
    expect(imageDecodes.peak).toBe(IMAGE_DECODES_AT_ONCE);
    expect(imageDecodes.active).toBe(0);
  });
});
