import '@erep/shared/theme/base.css';
import { mountStandalone } from '@erep/shared/federation';
import { captureServerPage } from './lib/initial-data';
import { Root } from './root';

captureServerPage();
mountStandalone(Root, 'mf_public');
