import { createConfig } from '@erep/shared/build/webpack';

export default createConfig({
  name: 'mf_erep',
  dir: import.meta.dirname,
  exposes: { './app': './src/expose/app.tsx' },
  port: 3003,
  html: true,
  title: 'E-reputation',
});
