import { expectRemoteLifecycle, expectRouteTitle } from '@erep/shared/testing';
import * as app from '../src/expose/app';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';

describe('mf-leadgen ./app', () => {
  it('mounts, unmounts and remounts the advantages page in fr, en and sp', async () => {
    await expectRemoteLifecycle(app, 'mf_leadgen', '/home/leadgen/customer/demo-bistro/advantage', {
      fr: fr.sections.advantage.title,
      en: en.sections.advantage.title,
      sp: sp.sections.advantage.title,
    });
  });

  it.each([
    ['my-qrcode', en.sections.qrcode.title],
    ['my-screen', en.sections.screen.title],
    ['discount-coupon', en.sections.discountCoupon.title],
    ['establishment/analytic', en.sections.analytic.title],
  ])('routes customer/:tag/%s to its page', async (sub, title) => {
    await expectRouteTitle(app, 'mf_leadgen', `/home/leadgen/customer/demo-bistro/${sub}`, title);
  });
});
