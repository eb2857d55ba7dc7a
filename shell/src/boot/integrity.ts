import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const expected = new Map<string, string>();
const absolute = (url: string) => new URL(url, window.location.href).href;

/** A released entry is loaded only if its bytes are the ones recorded when it was published. */
const integrityPlugin: ModuleFederationRuntimePlugin = {
  name: 'release-integrity',
  createScript({ url }) {
    const integrity = expected.get(absolute(url));
    if (!integrity) return undefined;
    const script = document.createElement('script');
    script.src = url;
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    return script;
  },
};

let installed = false;

export function expectIntegrity(entry: string, integrity: string | undefined): void {
  if (!installed) {
    registerPlugins([integrityPlugin]);
    installed = true;
  }
  if (integrity) expected.set(absolute(entry), integrity);
  else expected.delete(absolute(entry));
}
