import { fireEvent, within } from '@testing-library/react';
import { i18n } from '@erep/shared/i18n';
import { expectRemoteLifecycle, mountRemote } from '@erep/shared/testing';
import * as app from '../src/expose/app';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';

const heading = (el: HTMLElement) => within(el).findByRole('heading', { level: 1 });

describe('mf-auth ./app', () => {
  it('mounts, unmounts and remounts the sign-in page in fr, en and sp', async () => {
    await expectRemoteLifecycle(app, 'mf_auth', '/sign-in', {
      fr: fr.signIn.title,
      en: en.signIn.title,
      sp: sp.signIn.title,
    });
  });

  it('quotes the specified English texts on the sign-in page', async () => {
    await i18n.changeLanguage('en');
    const remote = await mountRemote(app, 'mf_auth', '/sign-in');
    const view = within(remote.domElement);
    expect(await heading(remote.domElement)).toHaveTextContent('Connect to your account');
    expect(view.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/user-confirmation/password/reset');
    expect(view.getByRole('link', { name: "Don't have an account?" })).toHaveAttribute('href', '/pricing');
    expect(view.getByLabelText(/email/i)).toHaveAttribute('type', 'email');
    await remote.unmount();
  });

  it('refuses to send an empty form and says which fields are required', async () => {
    await i18n.changeLanguage('en');
    const remote = await mountRemote(app, 'mf_auth', '/sign-in');
    const view = within(remote.domElement);
    fireEvent.submit(view.getByRole('button', { name: en.signIn.submit }).closest('form') as HTMLFormElement);
    expect(await view.findAllByText(en.validation.required)).toHaveLength(2);
    await remote.unmount();
  });

  it('routes the pricing page', async () => {
    await i18n.changeLanguage('en');
    const remote = await mountRemote(app, 'mf_auth', '/pricing');
    expect(await heading(remote.domElement)).toHaveTextContent(en.pricing.title);
    await remote.unmount();
  });

  it('routes the recovery pages', async () => {
    await i18n.changeLanguage('en');
    const remote = await mountRemote(app, 'mf_auth', '/expired/email');
    expect(await heading(remote.domElement)).toHaveTextContent('401');
    await remote.unmount();
  });
});

describe('mf-auth account pages', () => {
  it('warns when the sign-up address names no plan, and offers the way back', async () => {
    await i18n.changeLanguage('en');
    const remote = await mountRemote(app, 'mf_auth', '/sign-up');
    const view = within(remote.domElement);
    expect(await view.findByRole('alert')).toHaveTextContent(en.signUp.errors.tag_name_not_found);
    expect(view.getByRole('link', { name: en.signUp.pricingPage })).toHaveAttribute('href', '/pricing');
    expect(view.getByRole('link', { name: en.signUp.alreadySubscribed })).toHaveAttribute('href', '/sign-in');
    await remote.unmount();
  });

  it('shows the expired page texts and a button to ask again', async () => {
    await i18n.changeLanguage('sp');
    const remote = await mountRemote(app, 'mf_auth', '/expired/email');
    const view = within(remote.domElement);
    expect(await view.findByText(sp.expired.validity)).toBeInTheDocument();
    expect(view.getByRole('button', { name: sp.expired.button })).toBeInTheDocument();
    await remote.unmount();
  });

  it('says there is nothing to pay when no sign-up is pending', async () => {
    await i18n.changeLanguage('fr');
    sessionStorage.clear();
    const remote = await mountRemote(app, 'mf_auth', '/payment/checkout?code=x&email=a@b.c');
    expect(await within(remote.domElement).findByText(fr.payment.errors.nothingPending)).toBeInTheDocument();
    await remote.unmount();
  });
});
