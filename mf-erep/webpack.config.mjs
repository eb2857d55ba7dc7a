import { createConfig } from '@erep/shared/build/webpack';

export default createConfig({
  name: 'mf_erep',
  dir: import.meta.dirname,
  exposes: {
    './app': './src/expose/app.tsx',
    // Feature module other areas load (FeatureModule, EREP_FEATURES in @erep/shared/federation).
    './competitors': './src/expose/competitors.tsx',
  },
  port: 3003,
  html: true,
  title: 'E-reputation',
});
