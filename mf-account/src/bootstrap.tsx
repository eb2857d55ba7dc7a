import '@erep/shared/theme/base.css';
import { mountStandalone } from '@erep/shared/federation';
import { connectStandaloneFederation } from './lib/standalone-federation';
import { Root } from './root';

mountStandalone(Root, 'mf_account');
// Feature modules wait for the loader (within the slot's timeout): no need to hold the page back.
void connectStandaloneFederation();
