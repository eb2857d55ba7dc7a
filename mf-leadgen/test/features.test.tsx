import { screen } from '@testing-library/react';
import { appBus } from '@erep/shared/bus';
import { LEADGEN_FEATURES, type FeatureModule } from '@erep/shared/federation';
import { i18n } from '@erep/shared/i18n';
import { apiPath, mockApi, renderApp } from '@erep/shared/testing';
import { http, HttpResponse } from 'msw';
import en from '../src/i18n/en.json';
import webpackConfig from '../webpack.config.mjs?raw';

const TITLES: Record<(typeof LEADGEN_FEATURES)[number], string> = {
  advantages: en.sections.advantage.title,
  partnerships: en.sections.partnership.title,
  'discount-coupons': en.sections.discountCoupon.title,
  qrcodes: en.sections.qrcode.title,
  screens: en.sections.screen.title,
};

const importFeature = (feature: string): Promise<FeatureModule> => import(`../src/expose/${feature}.tsx`);

const emptyPage = { data: [], total: 0, page: 1, per_page: 20 };

mockApi(
  http.get(apiPath('customer/:tag/advantages'), () => HttpResponse.json({ data: [] })),
  http.get(apiPath('customer/:tag/establishments/all'), () => HttpResponse.json({ status: 200, data: [] })),
  http.get(apiPath('customer/:tag/coupons'), () => HttpResponse.json(emptyPage)),
  http.get(apiPath('customer/:tag/contacts'), () => HttpResponse.json(emptyPage)),
  http.get(apiPath('customer/:tag/partnerships'), () => HttpResponse.json({ data: [] })),
  http.get(apiPath('customer/:tag/partnerships/offers'), () => HttpResponse.json({ data: [] })),
  http.get(apiPath('customer/:tag/qr-codes'), () => HttpResponse.json({ data: [] })),
  http.get(apiPath('customer/:tag/screens'), () => HttpResponse.json({ data: [] })),
  http.get(apiPath('customer/:tag/screens/offers'), () => HttpResponse.json({ data: [] })),
);

describe('mf-leadgen feature modules', () => {
  it('exposes every feature module of the contract from its webpack config', () => {
    for (const feature of LEADGEN_FEATURES) {
      expect(webpackConfig).toContain(`'./${feature}': './src/expose/${feature}.tsx'`);
    }
  });

  it('registers the leadgen texts when a feature module is imported', async () => {
    expect(i18n.hasResourceBundle('en', 'leadgen')).toBe(false);
    await importFeature('advantages');
    expect(i18n.hasResourceBundle('en', 'leadgen')).toBe(true);
  });

  it.each(LEADGEN_FEATURES)('./%s renders its page in another area', async (feature) => {
    const { default: Feature } = await importFeature(feature);
    const crumbs: unknown[] = [];
    const off = appBus.on('breadcrumbs', (value) => crumbs.push(value), { replay: false });
    renderApp(<Feature tag="demo-bistro" area="account" />, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: TITLES[feature] })).toBeInTheDocument();
    expect(screen.queryByText('Not available yet')).not.toBeInTheDocument();
    // The consuming area owns its breadcrumbs.
    expect(crumbs.filter((c) => Array.isArray(c) && c.length > 0)).toEqual([]);
    off();
  });

  it('publishes its own breadcrumbs in its own area', async () => {
    const { default: Feature } = await importFeature('advantages');
    let crumbs: unknown = null;
    const off = appBus.on(
      'breadcrumbs',
      (value) => {
        crumbs = value;
      },
      { replay: false },
    );
    renderApp(<Feature tag="demo-bistro" area="leadgen" />, { language: 'en' });
    await screen.findByRole('heading', { level: 1 });
    expect(crumbs).toEqual([{ label: en.area, to: '/home/leadgen' }, { label: en.sections.advantage.title }]);
    off();
  });
});
