import { createConfig } from '@erep/shared/build/webpack';

export default createConfig({ name: 'shell', dir: import.meta.dirname, port: 3000, html: true, host: true, title: '' });
