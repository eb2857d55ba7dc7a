import { describe, expect, it } from 'vitest';
import type { SiteModel } from '../src/modules/mobile-site/service';
import { renderSite } from '../src/modules/mobile-site/views';

/** The mobile site's HTML from a fixed model: no database, one render per language. */
function model(overrides: Partial<SiteModel> = {}): SiteModel {
  return {
    customer: { tag: 'demo-bistro', name: 'Le Petit Bistro', language: 'fr', logo: null, theme: { back_color: null, font_color: null, title_color: null } },
    establishment: { id: 1, tag: 'demo-bistro-lyon', name: 'Le Petit Bistro – Lyon', address: '1 rue X', zip: '69001', city: 'Lyon', country: 'France' },
    settings: { sections: ['menus', 'infos', 'reviews', 'offers', 'follow'], menuItems: [], openingHours: '', phone: '', socialLinks: [] },
    menuFile: null,
    files: [],
    reviews: [],
    offers: [],
    links: [],
    ...overrides,
  };
}

const files: SiteModel['files'] = [
  { name: 'Carte <été>.pdf', url: '/api/public/files/abc', size: 1_288_490, kind: 'menu', contentType: 'application/pdf' },
  { name: 'Brochure.png', url: '/api/public/files/def', size: 870_000, kind: 'leaflet', contentType: 'image/png' },
];

const items = (html: string) => [...html.matchAll(/<li data-testid="site-file">(.*?)<\/li>/g)].map((m) => (m[1] ?? '').replace(/[\u00a0\u202f]/g, ' '));

describe('the mobile site’s published files', () => {
  it('lists each file with its name, kind, type and size in the visitor language, linked for download', () => {
    const fr = renderSite(model({ files }), 'fr', '/public/demo-bistro/establishment/1/site').body;
    expect(fr).toContain('<h3 id="files-title">Documents à télécharger</h3>');
    expect(items(fr)).toEqual([
      '<a href="/api/public/files/abc" download="Carte &lt;été&gt;.pdf">Carte &lt;été&gt;.pdf</a><small>Carte · PDF · 1,2 Mo</small>',
      '<a href="/api/public/files/def" download="Brochure.png">Brochure.png</a><small>Brochure · PNG · 850 ko</small>',
    ]);
    const en = renderSite(model({ files }), 'en', '/p').body;
    expect(items(en)).toEqual([expect.stringContaining('<small>Menu · PDF · 1.2 MB</small>'), expect.stringContaining('<small>Leaflet · PNG · 850 kB</small>')]);
    const sp = renderSite(model({ files }), 'sp', '/p').body;
    expect(sp).toContain('Documentos para descargar');
    expect(items(sp)[1]).toContain('Folleto · PNG · 850 kB');
  });

  it('keeps the menus section’s empty text when nothing is published, and lists nothing when the section is hidden', () => {
    const empty = renderSite(model(), 'en', '/p').body;
    expect(empty).not.toContain('data-testid="site-files"');
    expect(empty).toContain('The menu will be online soon.');
    const hidden = renderSite(model({ files, settings: { ...model().settings, sections: ['infos'] } }), 'en', '/p').body;
    expect(hidden).not.toContain('data-testid="site-files"');
  });

  it('names the partner business under a partner’s offer', () => {
    const texts = { fr: { title: 'Cookie', description: null }, en: { title: 'Cookie', description: null }, sp: { title: 'Galleta', description: null } };
    const offer = { tag: 'adv', title: 'Cookie', description: null, texts, attribute: 'gift', value: null, validityDays: 14, expiresAt: null, soldOut: false };
    const html = renderSite(model({ offers: [{ ...offer, offeredBy: 'Baker Street Bakery' }, { ...offer, tag: 'own', offeredBy: null }] }), 'sp', '/p').body;
    expect(html.match(/Ofrecido por Baker Street Bakery/g)).toHaveLength(1);
  });
});
