import { crc32, deflateSync } from 'node:zlib';
import { QR_QUIET_ZONE } from '@erep/shared/qr';
import QRCode from 'qrcode-svg';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A QR code as a black-and-white PNG (mail programs that block SVG and data URLs still show an
 * attached PNG), `scale` pixels per module, with the quiet zone scanners need.
 */
export function qrPng(content: string, scale = 6): Buffer {
  const modules = new QRCode({ content, ecl: 'M', padding: 0 }).qrcode.modules;
  const count = modules.length;
  const side = (count + 2 * QR_QUIET_ZONE) * scale;
  // One 8-bit grey sample per pixel, each row led by filter type 0.
  const raw = Buffer.alloc((side + 1) * side, 0xff);
  for (let y = 0; y < side; y += 1) {
    raw[y * (side + 1)] = 0;
    const row = modules[Math.floor(y / scale) - QR_QUIET_ZONE];
    if (!row) continue;
    for (let x = 0; x < side; x += 1) {
      if (row[Math.floor(x / scale) - QR_QUIET_ZONE]) raw[y * (side + 1) + 1 + x] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
