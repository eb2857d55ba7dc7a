import type { LanguageCode } from '@erep/shared/schemas';

/** The words every campaign mail ends with, per contact language. */
export const MAIL_TEXTS: Record<LanguageCode, { why: string; unsubscribe: string; advantage: string; take: string }> = {
  fr: {
    why: 'Vous recevez ce message car vous avez accepté d’avoir des nouvelles de {{customer}}.',
    unsubscribe: 'Se désabonner',
    advantage: 'Votre avantage : {{title}}',
    take: 'En profiter',
  },
  en: {
    why: 'You receive this message because you agreed to hear from {{customer}}.',
    unsubscribe: 'Unsubscribe',
    advantage: 'Your advantage: {{title}}',
    take: 'Get it',
  },
  sp: {
    why: 'Recibe este mensaje porque aceptó tener noticias de {{customer}}.',
    unsubscribe: 'Darse de baja',
    advantage: 'Su ventaja: {{title}}',
    take: 'Aprovecharla',
  },
};
