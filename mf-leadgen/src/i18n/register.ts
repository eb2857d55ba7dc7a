import { registerResources } from '@erep/shared/i18n';
import en from './en.json';
import fr from './fr.json';
import sp from './sp.json';

export const LEADGEN_NS = 'leadgen';

// Runs on the first import: by `./app`, and by each feature module another area loads.
registerResources(LEADGEN_NS, { fr, en, sp });
