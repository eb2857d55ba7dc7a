import { createVitestConfig } from '@erep/shared/build/vitest';

export default createVitestConfig(import.meta.dirname);
