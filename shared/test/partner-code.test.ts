import { resolvePartnerCode } from '@erep/shared/theme';

function docWith(content: string, partnerSwitch = 'on'): Document {
  const doc = document.implementation.createHTMLDocument();
  for (const [name, value] of [
    ['partner-code', content],
    ['partner-switch', partnerSwitch],
  ] as const) {
    const meta = doc.createElement('meta');
    meta.name = name;
    meta.content = value;
    doc.head.appendChild(meta);
  }
  return doc;
}

beforeEach(() => localStorage.clear());

describe('partner code', () => {
  it('reads the code the server wrote into the page', () => {
    expect(resolvePartnerCode(docWith('nordic'), '')).toBe('nordic');
    expect(resolvePartnerCode(docWith('nordic', 'off'), '')).toBe('nordic');
  });

  it('falls back to demo when the page was not served by the API', () => {
    expect(resolvePartnerCode(docWith('%PARTNER_CODE%', '%PARTNER_SWITCH%'), '')).toBe('demo');
  });

  it('in demo mode, switches with ?partner= and remembers it', () => {
    expect(resolvePartnerCode(docWith('demo'), '?partner=nordic')).toBe('nordic');
    expect(resolvePartnerCode(docWith('demo'), '')).toBe('nordic');
  });

  it('outside demo mode, ignores ?partner= and forgets a remembered switch', () => {
    expect(resolvePartnerCode(docWith('demo'), '?partner=nordic')).toBe('nordic');
    expect(resolvePartnerCode(docWith('demo', 'off'), '?partner=nordic')).toBe('demo');
    expect(localStorage.getItem('partner_code')).toBeNull();
    expect(resolvePartnerCode(docWith('demo', '%PARTNER_SWITCH%'), '?partner=nordic')).toBe('demo');
  });

  it('ignores a malformed code', () => {
    expect(resolvePartnerCode(docWith('demo'), '?partner=<script>')).toBe('demo');
  });
});
