import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * A y4m video (what Chromium's fake camera plays, in a loop): each QR code for 2 seconds, then 20 seconds of
 * blank frames, 480×360 at 2 frames per second. Luma is the QR's pixels; chroma is neutral grey.
 */
export function qrVideo(texts: string[], file: string) {
  const width = 480;
  const height = 360;
  const fps = 2;
  const frameOf = (text: string | null) => {
    const y = Buffer.alloc(width * height, 235);
    if (text !== null) {
      const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
      const size = qr.modules.size;
      const scale = Math.floor((height * 0.6) / (size + 4));
      const offsetX = Math.floor((width - size * scale) / 2);
      const offsetY = Math.floor((height - size * scale) / 2);
      for (let row = 0; row < size; row++) {
        for (let col = 0; col < size; col++) {
          if (qr.modules.get(row, col)) {
            for (let dy = 0; dy < scale; dy++) {
              y.fill(
                16,
                (offsetY + row * scale + dy) * width + offsetX + col * scale,
                (offsetY + row * scale + dy) * width + offsetX + (col + 1) * scale,
              );
            }
          }
        }
      }
    }
    const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
    return Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  };
  const frames: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`)];
  for (const text of texts) {
    const frame = frameOf(text);
    for (let i = 0; i < 2 * fps; i++) {
      frames.push(frame);
    }
  }
  const blank = frameOf(null);
  for (let i = 0; i < 20 * fps; i++) {
    frames.push(blank);
  }
  writeFileSync(file, Buffer.concat(frames));
}

/**
 * Chromium's switches for a fake camera with the permission prompt answered yes: it plays `video` (a y4m file)
 * in a loop, or Chromium's moving test picture without one.
 */
export function fakeCameraArgs(video?: string): string[] {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    ...(video ? [`--use-file-for-fake-video-capture=${video}`] : []),
  ];
}
