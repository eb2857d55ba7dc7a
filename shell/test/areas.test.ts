// @vitest-environment node
import { findArea } from '../src/routing/areas';

describe('route ownership', () => {
  it.each([
    ['/sign-in', 'mf_auth', 'login'],
    ['/sign-up', 'mf_auth', 'none'],
    ['/pricing', 'mf_auth', 'none'],
    ['/password/reset/abc', 'mf_auth', 'none'],
    ['/invitation/abc', 'mf_auth', 'none'],
    ['/payment/resume/abc', 'mf_auth', 'none'],
    ['/partner/theme', 'mf_auth', 'protected'],
    ['/public/demo/establishment/1/feedback', 'mf_public', 'none'],
    ['/privacy-policy', 'mf_public', 'none'],
    ['/customer/demo/establishment/notFound', 'mf_public', 'none'],
    ['/customer/demo/establishment/12/boost', 'mf_public', 'none'],
    ['/customer/demo/establishment/12', 'mf_erep', 'protected'],
    ['/customer/demo/establishment/12/analysis', 'mf_erep', 'protected'],
    ['/customer/demo/categorization/3/review', 'mf_erep', 'protected'],
    ['/home/erep/customers', 'mf_erep', 'protected'],
    ['/home/leadgen/customer/demo/advantage', 'mf_leadgen', 'protected'],
    ['/customer/demo/account/personal_details', 'mf_account', 'protected'],
    ['/customer/demo/first-step', 'mf_account', 'protected'],
    ['/customer/demo/step-view/second-step', 'mf_account', 'protected'],
    ['/customer/support', 'mf_account', 'protected'],
  ])('%s belongs to %s (%s)', (path, remote, guard) => {
    const area = findArea(path);
    expect(area?.remote).toBe(remote);
    expect(area?.guard).toBe(guard);
  });

  it.each([
    ['/privacy-policy', 'public'],
    ['/contact', 'public'],
    ['/public/demo/establishment/1/feedback', 'public'],
    ['/sign-in', 'bare'],
    ['/forgot-pwd', 'bare'],
    ['/pricing', 'bare'],
    ['/home/erep/customers', 'app'],
  ])('%s wears the %s chrome (public pages carry their own language switch, so the shell adds none)', (path, chrome) => {
    expect(findArea(path)?.chrome).toBe(chrome);
  });

  it.each(['/nope', '/customer', '/home', '/customer/demo/unknown'])('%s has no owner', (path) => {
    expect(findArea(path)).toBeNull();
  });
});
