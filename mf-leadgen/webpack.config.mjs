import { createConfig } from '@erep/shared/build/webpack';

export default createConfig({
  name: 'mf_leadgen',
  dir: import.meta.dirname,
  exposes: {
    './app': './src/expose/app.tsx',
    // Feature modules other areas load (FeatureModule, LEADGEN_FEATURES in @erep/shared/federation).
    './advantages': './src/expose/advantages.tsx',
    './partnerships': './src/expose/partnerships.tsx',
    './discount-coupons': './src/expose/discount-coupons.tsx',
    './qrcodes': './src/expose/qrcodes.tsx',
    './screens': './src/expose/screens.tsx',
  },
  port: 3004,
  html: true,
  title: 'Lead generation',
});
