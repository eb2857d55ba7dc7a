import { resolvePartnerCode } from '../src/boot/partner-code';

function docWith(content: string): Document {
  const doc = document.implementation.createHTMLDocument();
  const meta = doc.createElement('meta');
  meta.name = 'partner-code';
  meta.content = content;
  doc.head.appendChild(meta);
  return doc;
}

describe('partner code', () => {
  it('reads the code the server wrote into the page', () => {
    expect(resolvePartnerCode(docWith('nordic'), '')).toBe('nordic');
  });

  it('falls back to demo when the page was not served by the API', () => {
    expect(resolvePartnerCode(docWith('%PARTNER_CODE%'), '')).toBe('demo');
  });

  it('switches with ?partner= and remembers it', () => {
    expect(resolvePartnerCode(docWith('demo'), '?partner=nordic')).toBe('nordic');
    expect(resolvePartnerCode(docWith('demo'), '')).toBe('nordic');
  });

  it('ignores a malformed code', () => {
    expect(resolvePartnerCode(docWith('demo'), '?partner=<script>')).toBe('demo');
  });
});
