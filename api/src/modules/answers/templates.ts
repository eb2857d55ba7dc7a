import type { AnswerSentiment, AnswerTemplate, LanguageCode } from '@erep/shared/schemas';

/** Built-in answer templates (id 0): every customer has them; its own ones come first. */
const BUILT_IN: Record<LanguageCode, Record<AnswerSentiment, { title: string; body: string }>> = {
  fr: {
    positive: {
      title: 'Merci chaleureux',
      body: 'Bonjour {firstname},\n\nMerci beaucoup pour votre avis ! Toute l’équipe de {establishment} est ravie que votre visite vous ait plu. Au plaisir de vous accueillir à nouveau.',
    },
    neutral: {
      title: 'Merci et amélioration',
      body: 'Bonjour {firstname},\n\nMerci d’avoir pris le temps de partager votre avis sur {establishment}. Vos remarques nous aident à progresser ; nous espérons faire encore mieux lors de votre prochaine visite.',
    },
    negative: {
      title: 'Excuses et contact',
      body: 'Bonjour {firstname},\n\nNous sommes sincèrement désolés que votre expérience chez {establishment} n’ait pas été à la hauteur. Nous prenons vos remarques très au sérieux et aimerions en discuter avec vous : n’hésitez pas à nous contacter directement.',
    },
  },
  en: {
    positive: {
      title: 'Warm thanks',
      body: 'Hello {firstname},\n\nThank you so much for your review! Everyone at {establishment} is delighted you enjoyed your visit. We look forward to welcoming you again.',
    },
    neutral: {
      title: 'Thanks and improvement',
      body: 'Hello {firstname},\n\nThank you for taking the time to share your thoughts about {establishment}. Your feedback helps us improve; we hope to do even better on your next visit.',
    },
    negative: {
      title: 'Apology and contact',
      body: 'Hello {firstname},\n\nWe are truly sorry that your experience at {establishment} fell short. We take your comments very seriously and would like to talk it over with you: please get in touch with us directly.',
    },
  },
  sp: {
    positive: {
      title: 'Agradecimiento',
      body: 'Hola {firstname}:\n\n¡Muchas gracias por su opinión! Todo el equipo de {establishment} está encantado de que disfrutara de su visita. Esperamos verle pronto de nuevo.',
    },
    neutral: {
      title: 'Gracias y mejora',
      body: 'Hola {firstname}:\n\nGracias por tomarse el tiempo de compartir su opinión sobre {establishment}. Sus comentarios nos ayudan a mejorar; esperamos hacerlo aún mejor en su próxima visita.',
    },
    negative: {
      title: 'Disculpas y contacto',
      body: 'Hola {firstname}:\n\nSentimos sinceramente que su experiencia en {establishment} no estuviera a la altura. Nos tomamos sus comentarios muy en serio y nos gustaría hablarlo con usted: no dude en contactarnos directamente.',
    },
  },
};

export const builtInTemplates = (): AnswerTemplate[] =>
  (Object.keys(BUILT_IN) as LanguageCode[]).flatMap((language) =>
    (Object.keys(BUILT_IN[language]) as AnswerSentiment[]).map((sentiment) => ({ id: 0, language, sentiment, ...BUILT_IN[language][sentiment], builtin: true })),
  );

/** When a review has no first name, the greeting still reads naturally. */
const NO_NAME: Record<LanguageCode, string> = { fr: 'et merci', en: 'and thank you', sp: 'y gracias' };

/** Fills `{firstname}` and `{establishment}`; other braces stay as written. */
export function fillTemplate(body: string, values: { firstname: string | null; establishment: string }, language: LanguageCode): string {
  return body.replaceAll('{firstname}', values.firstname?.trim() || NO_NAME[language]).replaceAll('{establishment}', values.establishment);
}
