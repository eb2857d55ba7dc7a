import { createConfig } from '@erep/shared/build/webpack';

export default createConfig({
  name: 'mf_public',
  dir: import.meta.dirname,
  exposes: { './app': './src/expose/app.tsx' },
  port: 3002,
  html: true,
  title: 'Public',
  // Visitors' pages load it without the shell.
  ownRuntime: true,
});
