import { within } from '@testing-library/react';
import { i18n } from '@erep/shared/i18n';
import { mountRemote } from '@erep/shared/testing';
import * as app from '../src/expose/app';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';

const heading = (el: HTMLElement) => within(el).findByRole('heading', { level: 1 });

describe('mf-leadgen ./app', () => {
  it.each([
    ['fr', fr],
    ['en', en],
    ['sp', sp],
  ] as const)('mounts, unmounts and remounts in %s', async (lng, text) => {
    await i18n.changeLanguage(lng);
    const remote = await mountRemote(app, 'mf_leadgen', '/home/leadgen/customer/demo-bistro/advantage');
    expect(await heading(remote.domElement)).toHaveTextContent(text.sections.advantage.title);
    await remote.unmount();
    expect(remote.domElement).toBeEmptyDOMElement();
    await remote.mount();
    expect(await heading(remote.domElement)).toHaveTextContent(text.sections.advantage.title);
    await remote.unmount();
  });

  it.each([
    ['my-qrcode', en.sections.qrcode.title],
    ['my-screen', en.sections.screen.title],
    ['discount-coupon', en.sections.discountCoupon.title],
    ['establishment/analytic', en.sections.analytic.title],
  ])('routes customer/:tag/%s to its page', async (sub, title) => {
    await i18n.changeLanguage('en');
    const remote = await mountRemote(app, 'mf_leadgen', `/home/leadgen/customer/demo-bistro/${sub}`);
    expect(await heading(remote.domElement)).toHaveTextContent(title);
    await remote.unmount();
  });
});
