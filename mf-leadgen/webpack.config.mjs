import { createConfig } from '@erep/shared/build/webpack';

export default createConfig({
  name: 'mf_leadgen',
  dir: import.meta.dirname,
  exposes: { './app': './src/expose/app.tsx' },
  port: 3004,
  html: true,
  title: 'Lead generation',
});
