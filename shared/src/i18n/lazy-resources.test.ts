import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, registerResources, resourcesReady } from '@erep/shared/i18n';

describe('namespaces registered with import functions', () => {
  it('loads the active language only, another one when switching to it', async () => {
    localStorage.clear();
    await changeLanguage('en');
    const fr = vi.fn(() => Promise.resolve({ default: { hello: 'Bonjour' } }));
    const en = vi.fn(() => Promise.resolve({ hello: 'Hello' }));
    const sp = vi.fn(() => Promise.resolve({ default: { hello: 'Hola' } }));

    registerResources('mf_lazy', { fr, en, sp });
    await resourcesReady('mf_lazy');
    expect(i18n.t('hello', { ns: 'mf_lazy' })).toBe('Hello');
    expect(en).toHaveBeenCalledTimes(1);
    expect(fr).not.toHaveBeenCalled();
    expect(sp).not.toHaveBeenCalled();

    await changeLanguage('sp');
    expect(sp).toHaveBeenCalledTimes(1);
    expect(i18n.t('hello', { ns: 'mf_lazy' })).toBe('Hola');

    await changeLanguage('en');
    expect(en).toHaveBeenCalledTimes(1);
  });

  it('keeps bundled namespaces synchronous beside imported ones', () => {
    registerResources('mf_mixed', { fr: { bye: 'Au revoir' }, en: () => Promise.resolve({ bye: 'Bye' }), sp: { bye: 'Adiós' } });
    expect(i18n.t('bye', { ns: 'mf_mixed', lng: 'sp' })).toBe('Adiós');
    expect(i18n.t('bye', { ns: 'mf_mixed', lng: 'fr' })).toBe('Au revoir');
  });
});
