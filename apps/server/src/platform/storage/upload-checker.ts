import { fileTypeFromBuffer } from 'file-type';

const megabyte = 1024 * 1024;
/** Activity images (cover, gallery), profile photos. */
export const MAX_IMAGE_BYTES = 10 * megabyte;
/** Activity videos. */
export const MAX_VIDEO_BYTES = 100 * megabyte;
/** Employee documents (licence / card images): checked with `accept: 'image'`. */
export const MAX_DOCUMENT_BYTES = 10 * megabyte;
/**
 * Decoded size limit, against decompression bombs (a small file can claim a huge picture, and decoding 79
 * megapixels takes a third of a gigabyte): 50 MP still admits the 48 and 50 MP modes of phone cameras.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Images decoded at once by this process (each may take hundreds of MB); the others wait their turn. */
export const IMAGE_DECODES_AT_ONCE = 2;
/** How many bytes `detectUploadKind` needs to recognise every accepted type. */
export const SNIFF_BYTES = 4100;

export const IMAGE_VARIANT_WIDTHS = { thumb: 320, card: 800, details: 1600 } as const;
export type ImageVariantName = keyof typeof IMAGE_VARIANT_WIDTHS;

export type UploadAccept = 'image' | 'video' | 'image-or-video';
export type UploadRejectionReason = 'too_large' | 'too_many_pixels' | 'unsupported_type';

/** The upload is refused. The HTTP layer maps `too_large` and `too_many_pixels` to 413, `unsupported_type` to 415. */
export class UploadRejected extends Error {
  readonly reason: UploadRejectionReason;
  /** The type detected from the bytes, when one was. */
  readonly detectedType: string | null;

  constructor(
    reason: UploadRejectionReason,
    message: string,
    detectedType: string | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'UploadRejected';
    this.reason = reason;
    this.detectedType = detectedType;
  }
}

export type ImageVariant = {
  name: ImageVariantName;
  bytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
};

export type CheckedUpload =
  | { kind: 'image'; sourceType: string; variants: ImageVariant[] }
  | { kind: 'video'; contentType: string; extension: string; bytes: Buffer };

const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
// Keyed by the extension file-type reports; the value is the content type we store and serve.
const videoTypes: Record<string, { contentType: string; extension: string }> = {
  mp4: { contentType: 'video/mp4', extension: 'mp4' },
  m4v: { contentType: 'video/mp4', extension: 'mp4' }, // an MP4 by another brand name
  webm: { contentType: 'video/webm', extension: 'webm' },
  ogv: { contentType: 'video/ogg', extension: 'ogv' },
  ogm: { contentType: 'video/ogg', extension: 'ogv' },
  mov: { contentType: 'video/quicktime', extension: 'mov' },
  mkv: { contentType: 'video/x-matroska', extension: 'mkv' },
};

/** At most `max` tasks run at once; the others wait in order (a finished task hands its place on). */
function createLimiter(max: number) {
  let active = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  return {
    get active() {
      return active;
    },
    /** The most that ran at once since the last `resetPeak` (tests). */
    get peak() {
      return peak;
    },
    resetPeak() {
      peak = active;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < max) {
        active += 1;
      } else {
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      peak = Math.max(peak, active);
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) {
          next();
        } else {
          active -= 1;
        }
      }
    },
  };
}

/** The image decodes of this process (bounded by IMAGE_DECODES_AT_ONCE). */
export const imageDecodes = createLimiter(IMAGE_DECODES_AT_ONCE);

/**
 * What the first bytes of an upload are (SNIFF_BYTES are enough), so its size limit can be applied while it
 * streams in: an accepted image or video type, or null.
 */
export async function detectUploadKind(head: Buffer): Promise<'image' | 'video' | null> {
  const detected = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  if (detected && imageTypes.has(detected.mime)) {
    return 'image';
  }
  return detected && videoTypes[detected.ext] && detected.mime.startsWith('video/') ? 'video' : null;
}

/**
 * Checks an upload from its BYTES (the file name and the declared type are never trusted).
 * Images (jpeg, png, webp, gif, avif) are re-encoded to WebP variants, auto-rotated and without metadata;
 * videos (mp4, webm, ogg, mov, mkv) are returned as they are. `maxBytes` overrides the per-kind limit
 * (MAX_IMAGE_BYTES, MAX_VIDEO_BYTES). Throws `UploadRejected`.
 */
export async function checkUpload(
  bytes: Buffer,
  options: { accept: UploadAccept; maxBytes?: number },
): Promise<CheckedUpload> {
  const acceptsImage = options.accept !== 'video';
  const acceptsVideo = options.accept !== 'image';
  const limitFor = (kind: 'image' | 'video') =>
    options.maxBytes ?? (kind === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES);

  // Refuse on size before looking inside: never decode something too big.
  const largestAllowed = Math.max(acceptsImage ? limitFor('image') : 0, acceptsVideo ? limitFor('video') : 0);
  if (bytes.length > largestAllowed) {
    throw tooLarge(bytes.length, largestAllowed, null);
  }

  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (acceptsImage && detected && imageTypes.has(detected.mime)) {
    if (bytes.length > limitFor('image')) {
      throw tooLarge(bytes.length, limitFor('image'), detected.mime);
    }
    const variants = await imageDecodes.run(() => reencodeImage(bytes, detected.mime));
    return { kind: 'image', sourceType: detected.mime, variants };
  }
  const video = detected ? videoTypes[detected.ext] : undefined;
  if (acceptsVideo && detected && video && detected.mime.startsWith('video/')) {
    if (bytes.length > limitFor('video')) {
      throw tooLarge(bytes.length, limitFor('video'), detected.mime);
    }
    return { kind: 'video', contentType: video.contentType, extension: video.extension, bytes };
  }
  const expected = { image: 'an image', video: 'a video', 'image-or-video': 'an image or a video' }[
    options.accept
  ];
  throw new UploadRejected(
    'unsupported_type',
    `The file is not ${expected} of a supported type (detected: ${detected?.mime ?? 'unknown'})`,
    detected?.mime ?? null,
  );
}

async function reencodeImage(bytes: Buffer, sourceType: string): Promise<ImageVariant[]> {
  // Loaded on first use: sharp is heavy and the server should start fast.
  const { default: sharp } = await import('sharp');
  // failOn 'error' tolerates the harmless warnings many phone JPEGs carry; corrupt data still fails.
  // The pixels are counted from the header (no decoding), then libvips decodes under the same limit.
  const source = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
  let pixels: number;
  try {
    const { width, height } = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
    pixels = width * height;
  } catch (error) {
    throw new UploadRejected('unsupported_type', `The ${sourceType} image could not be read`, sourceType, {
      cause: error,
    });
  }
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new UploadRejected(
      'too_many_pixels',
      `The image has ${pixels} pixels; the limit is ${MAX_IMAGE_PIXELS}`,
      sourceType,
    );
  }
  const oriented = source.autoOrient();
  try {
    return await Promise.all(
      (Object.entries(IMAGE_VARIANT_WIDTHS) as [ImageVariantName, number][]).map(async ([name, width]) => {
        const { data, info } = await oriented
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return {
          name,
          bytes: data,
          width: info.width,
          height: info.height,
          contentType: 'image/webp' as const,
        };
      }),
    );
  } catch (error) {
    throw new UploadRejected('unsupported_type', `The ${sourceType} image could not be decoded`, sourceType, {
      cause: error,
    });
  }
}

function tooLarge(size: number, limit: number, detectedType: string | null): UploadRejected {
  const mb = (n: number) => `${(n / megabyte).toFixed(1)} MB`;
  return new UploadRejected('too_large', `The file is ${mb(size)}; the limit is ${mb(limit)}`, detectedType);
}
