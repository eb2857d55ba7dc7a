/** The one HTML escaping rule of the server-rendered pages: text and attribute values alike. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** Fills `{{name}}` placeholders of a translated text (the result still needs escaping). */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ''));

/** JSON to embed in a `<script>` element: `<` escaped so the data cannot close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The common HTML header of a small server-rendered page. */
export interface PageHead {
  lang: string;
  title: string;
  /** Inline style of the `<html>` element (already safe CSS, escaped here as an attribute). */
  style?: string;
  /** Extra markup for `<head>`, already escaped. */
  head?: string;
}

export function htmlDocument(head: PageHead, body: string): string {
  const style = head.style ? ` style="${escapeHtml(head.style)}"` : '';
  return `<!doctype html><html lang="${escapeHtml(head.lang)}"${style}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(head.title)}</title>${head.head ?? ''}</head><body>${body}</body></html>`;
}
