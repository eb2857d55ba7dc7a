export * from 'preact/test-utils';
