/**
 * The one sanitizer for stored HTML (partner terms and any other rich text a user saves), used by
 * every page that renders it and by the API before it stores it. It does not clean the input: it
 * rebuilds the output from an explicit allow-list, so nothing a browser could treat as markup gets
 * through unless this function wrote it. Runs the same in the browser and in Node (no DOM).
 */

/** Formatting elements kept; every attribute is dropped except a checked href on links. */
const ALLOWED = new Set(['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'blockquote', 'a']);
const VOID = new Set(['br', 'hr']);
/** Elements dropped with everything inside them (their text is code, not prose). */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'textarea', 'title', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'select', 'xmp', 'noembed', 'noframes', 'plaintext']);
const SAFE_HREF = /^(https?:\/\/|mailto:)[^\s"'<>`]+$/i;

const TAG = /^<(\/?)([A-Za-z][A-Za-z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>=`]+))?)*)\s*\/?>/;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>=`]+)))?/g;
const ENTITY = /^&(#[0-9]{1,7}|#x[0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;

export interface SanitizeOptions {
  /** Headings start at this level (the page's own heading sits above): h2 becomes h3 with 3. */
  minHeading?: 2 | 3 | 4;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function decodeBasic(value: string): string {
  return value
    .replace(/&#(\d{1,7});/g, (_m, n: string) => String.fromCodePoint(Math.min(Number(n), 0x10ffff)))
    .replace(/&#x([0-9a-f]{1,6});/gi, (_m, n: string) => String.fromCodePoint(Math.min(parseInt(n, 16), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&amp;/gi, '&');
}

function hrefOf(attributes: string): string | null {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() !== 'href') continue;
    // Decoded and stripped of control characters first, as the browser would read it.
    // eslint-disable-next-line no-control-regex
    const href = decodeBasic(match[2] ?? match[3] ?? match[4] ?? '').replace(/[\u0000-\u0020]/g, '');
    return SAFE_HREF.test(href) ? href : null;
  }
  return null;
}

function renamed(name: string, options: SanitizeOptions): string {
  const min = options.minHeading ?? 2;
  const level = /^h([2-4])$/.exec(name)?.[1];
  return level ? `h${Math.min(4, Math.max(min, Number(level)))}` : name;
}

export function sanitizeHtml(input: string, options: SanitizeOptions = {}): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i];
    if (ch === '<') {
      const rest = input.slice(i);
      if (rest.startsWith('<!--')) {
        const end = input.indexOf('-->', i + 4);
        i = end === -1 ? input.length : end + 3;
        continue;
      }
      const tag = TAG.exec(rest);
      if (!tag) {
        // Declarations, processing instructions and stray brackets are text.
        if (/^<[!?]/.test(rest)) {
          const end = input.indexOf('>', i);
          i = end === -1 ? input.length : end + 1;
          continue;
        }
        out += '&lt;';
        i += 1;
        continue;
      }
      i += tag[0].length;
      const closing = tag[1] === '/';
      const name = (tag[2] ?? '').toLowerCase();
      if (!closing && DROPPED_WITH_CONTENT.has(name)) {
        const end = input.toLowerCase().indexOf(`</${name}`, i);
        if (end === -1) break;
        const close = input.indexOf('>', end);
        i = close === -1 ? input.length : close + 1;
        continue;
      }
      if (!ALLOWED.has(name)) continue;
      const element = renamed(name, options);
      if (closing) {
        const at = open.lastIndexOf(element);
        if (at === -1) continue;
        while (open.length > at) out += `</${open.pop()}>`;
        continue;
      }
      if (VOID.has(element)) {
        out += `<${element}>`;
        continue;
      }
      if (element === 'a') {
        const href = hrefOf(tag[3] ?? '');
        out += href ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer nofollow">` : '<a>';
      } else {
        out += `<${element}>`;
      }
      open.push(element);
      continue;
    }
    if (ch === '&') {
      const entity = ENTITY.exec(input.slice(i, i + 40));
      if (entity) {
        out += entity[0];
        i += entity[0].length;
      } else {
        out += '&amp;';
        i += 1;
      }
      continue;
    }
    out += ch === '>' ? '&gt;' : ch === '"' ? '&quot;' : ch;
    i += 1;
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
