// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QR_SIZE, qrFileName, qrSvg } from '@erep/shared/qr';

describe('QR codes of the offers program and onboarding', () => {
  it('names files from display names: accents dropped, letters, digits and dashes only', () => {
    expect(qrFileName('Le Bistrot d’Émile — Lyon 2')).toBe('le-bistrot-d-emile-lyon-2');
    expect(qrFileName('   ***   ')).toBe('qrcode');
  });

  it('draws a square SVG of the spec size without an XML declaration', () => {
    const svg = qrSvg('https://example.test/public/demo-bistro/establishment/1/feedback');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${QR_SIZE} ${QR_SIZE}"`);
    expect(qrSvg('a')).not.toBe(qrSvg('b'));
  });
});
