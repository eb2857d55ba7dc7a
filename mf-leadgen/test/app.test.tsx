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
    ['advantage/list', en.sections.advantage.title],
    ['partnership', en.sections.partnership.title],
    ['my-qrcode', en.sections.qrcode.title],
    ['my-screen/form', en.sections.screen.title],
    ['discount-coupon', en.sections.discountCoupon.title],
    ['contact', en.sections.contact.title],
    ['establishment/analytic', en.sections.analytic.title],
    ['nowhere', en.sections.missing.title],
  ])('routes customer/:tag/%s to its page', async (sub, title) => {
    await expectRouteTitle(app, 'mf_leadgen', `/home/leadgen/customer/demo-bistro/${sub}`, title);
  });

  it('sends /home/leadgen/customer/:tag to its advantages', async () => {
    await expectRouteTitle(app, 'mf_leadgen', '/home/leadgen/customer/demo-bistro', en.sections.advantage.title);
    expect(window.location.pathname).toBe('/home/leadgen/customer/demo-bistro/advantage');
  });
});
