import '@erep/shared/theme/base.css';
import { mountStandalone } from '@erep/shared/federation';
import { Root } from './root';

mountStandalone(Root, 'mf_public');
