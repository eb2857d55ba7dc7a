import { registerResources } from '@erep/shared/i18n';
import en from './en.json';
import fr from './fr.json';
import sp from './sp.json';

/** Texts of the competitors, links, social presence, answers and import screens. */
export const ENGAGE_NS = 'erepEngage';

// Runs on the first import: by the pages of this remote and by the exposed competitors module.
registerResources(ENGAGE_NS, { fr, en, sp });
