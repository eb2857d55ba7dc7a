import { createConfig } from '@erep/shared/build/webpack';

export default createConfig({
  name: 'mf_auth',
  dir: import.meta.dirname,
  exposes: { './app': './src/expose/app.tsx' },
  port: 3001,
  html: true,
  title: 'Auth',
});
