import { INLINE_LOGO_MAX_BYTES } from '@erep/shared/schemas';

/** Inline logos stay small: the page that shows them must stay light (the server checks the same limit). */
export const LOGO_MAX_BYTES = INLINE_LOGO_MAX_BYTES;
const TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'];

/** A chosen image file as a data URL, or the reason it is refused. */
export function readLogo(file: File): Promise<{ ok: true; url: string } | { ok: false; reason: 'type' | 'size' }> {
  if (!TYPES.includes(file.type)) return Promise.resolve({ ok: false, reason: 'type' });
  if (file.size > LOGO_MAX_BYTES) return Promise.resolve({ ok: false, reason: 'size' });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? { ok: true, url: reader.result } : { ok: false, reason: 'type' });
    reader.onerror = () => resolve({ ok: false, reason: 'type' });
    reader.readAsDataURL(file);
  });
}
