import { sanitizeSvg } from './svg';

/** Why an inline logo is refused: the field error codes the forms translate. */
export type LogoRefusal = 'logo_type' | 'logo_too_large' | 'logo_unsafe';
export type LogoCheck = { ok: true; logo: string } | { ok: false; reason: LogoRefusal; message: string };

const MAGIC: Record<string, (b: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP',
};

const DATA_URL = /^data:image\/(png|jpeg|webp|svg\+xml)(?:;charset=[\w-]+)?(;base64)?,([\s\S]*)$/;

function decoded(base64: boolean, payload: string): Buffer | null {
  if (base64) return Buffer.from(payload, 'base64');
  try {
    return Buffer.from(decodeURIComponent(payload), 'utf8');
  } catch {
    return null;
  }
}

/**
 * An inline logo as it may be stored: PNG, JPEG and WebP whose bytes match their declared type, and
 * SVG rebuilt by the sanitiser (stored as base64). Every kind has the same limit on its decoded size.
 */
export async function checkInlineLogo(dataUrl: string, maxBytes: number): Promise<LogoCheck> {
  const match = DATA_URL.exec(dataUrl);
  const kind = match?.[1];
  const bytes = match ? decoded(Boolean(match[2]), match[3] ?? '') : null;
  if (!kind || !bytes || bytes.length === 0 || (kind !== 'svg+xml' && !match?.[2])) return { ok: false, reason: 'logo_type', message: 'Invalid logo' };
  if (bytes.length > maxBytes) return { ok: false, reason: 'logo_too_large', message: 'Logo too large' };
  if (kind !== 'svg+xml') {
    return MAGIC[kind]?.(bytes) ? { ok: true, logo: dataUrl } : { ok: false, reason: 'logo_type', message: 'The logo content does not match its type' };
  }
  let markup: string;
  try {
    markup = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'logo_type', message: 'The SVG logo is not UTF-8 text' };
  }
  const safe = await sanitizeSvg(markup);
  if (safe === null) return { ok: false, reason: 'logo_unsafe', message: 'The SVG logo has no SVG image that can be made safe' };
  const clean = Buffer.from(safe, 'utf8');
  if (clean.length > maxBytes) return { ok: false, reason: 'logo_too_large', message: 'Logo too large' };
  return { ok: true, logo: `data:image/svg+xml;base64,${clean.toString('base64')}` };
}

/**
 * The logo to store after a save: the stored one when the input leaves it alone (absent, or sent
 * back unchanged), none when cleared, an https address as given, else the new inline image checked.
 */
export async function logoToStore(input: string | null | undefined, stored: string | null, maxBytes: number): Promise<{ ok: true; logo: string | null } | Extract<LogoCheck, { ok: false }>> {
  if (input === undefined || input === stored) return { ok: true, logo: stored };
  if (input === null || input === '') return { ok: true, logo: null };
  if (input.startsWith('https://')) return { ok: true, logo: input };
  return checkInlineLogo(input, maxBytes);
}
