import { createConfig } from '@erep/shared/build/webpack';

export default createConfig({
  name: 'mf_account',
  dir: import.meta.dirname,
  exposes: { './app': './src/expose/app.tsx' },
  port: 3005,
  html: true,
  title: 'Account',
});
