// @vitest-environment node
import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { JPEG_MARGIN, QR_QUIET_ZONE, QR_SIZE, qrSvg } from '@erep/shared/qr';

const URL_OF_FEEDBACK = 'https://avis.example.test/public/customer/demo-bistro/establishment/12/feedback?source=qr';

interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The SVG drawn by an SVG renderer at the given width, as RGBA pixels. */
function rasterise(svg: string, width: number): Pixels {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: width }, background: '#ffffff' }).render();
  return { data: new Uint8ClampedArray(image.pixels), width: image.width, height: image.height };
}

/** What downloadJpeg paints: a white 500 x 500 canvas with the SVG drawn 20 px from each edge. */
function jpegCanvas(svg: string): Pixels {
  const inner = rasterise(svg, QR_SIZE - 2 * JPEG_MARGIN);
  const data = new Uint8ClampedArray(QR_SIZE * QR_SIZE * 4).fill(255);
  for (let y = 0; y < inner.height; y += 1) {
    const from = y * inner.width * 4;
    data.set(inner.data.subarray(from, from + inner.width * 4), ((y + JPEG_MARGIN) * QR_SIZE + JPEG_MARGIN) * 4);
  }
  return { data, width: QR_SIZE, height: QR_SIZE };
}

/** Light pixels from each edge to the first dark one. */
function margins({ data, width, height }: Pixels) {
  let left = width;
  let right = width;
  let top = height;
  let bottom = height;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      if ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) > 3 * 128) continue;
      left = Math.min(left, x);
      right = Math.min(right, width - 1 - x);
      top = Math.min(top, y);
      bottom = Math.min(bottom, height - 1 - y);
    }
  }
  return { left, right, top, bottom };
}

function scan(pixels: Pixels) {
  const code = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' });
  if (!code) throw new Error('no QR code found');
  // Version v has 17 + 4v modules a side.
  return { text: code.data, modules: 17 + 4 * code.version };
}

describe('QR codes scan when printed', () => {
  it('the SVG decodes to the feedback URL, with 4 light modules on every side', () => {
    const pixels = rasterise(qrSvg(URL_OF_FEEDBACK), QR_SIZE);
    expect([pixels.width, pixels.height]).toEqual([QR_SIZE, QR_SIZE]);
    const { text, modules } = scan(pixels);
    expect(text).toBe(URL_OF_FEEDBACK);
    const module = QR_SIZE / (modules + 2 * QR_QUIET_ZONE);
    for (const side of Object.values(margins(pixels))) expect(side).toBeGreaterThanOrEqual(Math.floor(4 * module));
  });

  it('the 500 x 500 JPEG decodes to the feedback URL, with 4 modules and the 20 px margin on every side', () => {
    const svg = qrSvg(URL_OF_FEEDBACK);
    const pixels = jpegCanvas(svg);
    const { text, modules } = scan(pixels);
    expect(text).toBe(URL_OF_FEEDBACK);
    const module = (QR_SIZE - 2 * JPEG_MARGIN) / (modules + 2 * QR_QUIET_ZONE);
    for (const side of Object.values(margins(pixels))) expect(side).toBeGreaterThanOrEqual(JPEG_MARGIN + Math.floor(4 * module));
  });
});
