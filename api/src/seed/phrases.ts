import type { LanguageCode } from '@erep/shared/schemas';

export type Sentiment = 'negative' | 'mixed' | 'positive';
export type Venue = 'restaurant' | 'bakery' | 'cafe';

export const sentimentOf = (rating: number): Sentiment => (rating <= 2 ? 'negative' : rating === 3 ? 'mixed' : 'positive');

interface LanguagePhrases {
  openers: Record<1 | 2 | 3 | 4 | 5, string[]>;
  /** `{item}` is replaced by something the venue sells. */
  details: Record<Sentiment, string[]>;
  closers: Record<Sentiment, string[]>;
  items: Record<Venue, string[]>;
  firstNames: { female: string[]; male: string[] };
  lastNames: string[];
}

export const PHRASES: Record<LanguageCode, LanguagePhrases> = {
  fr: {
    openers: {
      1: ['Très déçu par notre passage.', 'Expérience vraiment décevante.', 'Je ne recommande pas.'],
      2: ['Pas à la hauteur de nos attentes.', 'Mitigé, plutôt déçu.', 'Une visite en demi-teinte.'],
      3: ['Correct sans plus.', 'Une adresse honnête.', 'Moyen, mais on reviendra peut-être.'],
      4: ['Très bon moment passé ici.', 'Belle découverte !', 'Bonne adresse, nous avons passé un bon moment.'],
      5: ['Excellent, rien à redire !', 'Un vrai coup de cœur.', 'Parfait du début à la fin.', 'Une adresse à ne pas manquer !'],
    },
    details: {
      negative: [
        "L'attente a été beaucoup trop longue pour {item}.",
        'Grosse déception avec {item}, qui manquait de saveur.',
        "Le service manquait d'attention et personne ne s'est excusé.",
        'Trop cher pour {item}, vu la qualité.',
        'La salle était bruyante et la table pas très propre.',
        'Impossible de se garer dans le quartier, et l’accueil était froid.',
      ],
      mixed: [
        'Pour {item}, le goût était là mais le prix un peu élevé.',
        'Le service était aimable, mais un peu lent en fin de service.',
        'Accueil sympathique ; {item} sans surprise.',
        'Cadre agréable, même si {item} manquait un peu de caractère.',
        'Bien situé près du centre, mais les toilettes étaient sales.',
      ],
      positive: [
        'Nous avons adoré {item} : un vrai régal.',
        "L'équipe est souriante et aux petits soins.",
        'Mention spéciale pour {item}, une réussite !',
        'Le cadre est chaleureux et le service rapide.',
        'Produits frais, portions généreuses, prix raisonnables.',
        'Personnel très accueillant, et facile d’accès en tram.',
        'Tout était impeccable et très propre.',
      ],
    },
    closers: {
      negative: ["Dommage, nous ne reviendrons pas.", "J'espère que cela va s'améliorer.", ''],
      mixed: ['À revoir lors d\'une prochaine visite.', 'Peut mieux faire.', ''],
      positive: ['Nous reviendrons avec plaisir !', 'Je recommande sans hésiter.', 'Merci à toute l\'équipe !', ''],
    },
    items: {
      restaurant: ['le plat du jour', 'la blanquette de veau', 'le tartare', 'la tarte Tatin', 'le menu du midi', 'le café gourmand'],
      bakery: ['le pain de campagne', 'le croissant', 'la baguette tradition', "l'éclair au chocolat", 'le flan pâtissier'],
      cafe: ['le cappuccino', 'le brunch', 'la part de cheesecake', 'le thé glacé'],
    },
    firstNames: {
      female: ['Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Sarah', 'Julie', 'Claire', 'Émilie', 'Nathalie'],
      male: ['Lucas', 'Hugo', 'Louis', 'Thomas', 'Nicolas', 'Julien', 'Antoine', 'Mathieu', 'Pierre', 'Karim'],
    },
    lastNames: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia'],
  },
  en: {
    openers: {
      1: ['Really disappointing visit.', 'Would not recommend.', 'A poor experience overall.'],
      2: ['Not what we expected.', 'Below average, unfortunately.', 'A bit of a letdown.'],
      3: ['It was fine, nothing special.', 'Decent enough.', 'Average, but with potential.'],
      4: ['Really enjoyed our visit.', 'Lovely place!', 'A very good experience.'],
      5: ['Absolutely outstanding!', 'Best visit in a long time.', 'Perfect from start to finish.', 'A hidden gem!'],
    },
    details: {
      negative: [
        'We waited far too long for {item}.',
        '{item} arrived cold and bland.',
        'Staff seemed uninterested and nobody apologised.',
        '{item} was poor value for money.',
        'The room was noisy and our table was not clean.',
        'Parking nearby was impossible and the welcome felt cold.',
      ],
      mixed: [
        '{item} was good but a little pricey.',
        'Friendly service, though slow at the end.',
        'Warm welcome, {item} was fine but forgettable.',
        'Nice setting, even if {item} lacked a bit of flavour.',
        'Great location near the station, but the toilets were dirty.',
      ],
      positive: [
        '{item} was delicious and beautifully presented.',
        'The team is friendly and attentive.',
        'Special mention for {item}, a real treat!',
        'Cosy atmosphere and quick service.',
        'Fresh produce, generous portions, fair prices.',
        'Very welcoming staff, and easy to reach by bus.',
        'Everything was spotless and very clean.',
      ],
    },
    closers: {
      negative: ['Sadly we will not be back.', 'Hope they sort it out.', ''],
      mixed: ['Might give it another try.', 'Room for improvement.', ''],
      positive: ['We will definitely be back!', 'Highly recommended.', 'Thanks to the whole team!', ''],
    },
    items: {
      restaurant: ['the dish of the day', 'the steak', 'the fish and chips', 'the apple tart', 'the lunch menu'],
      bakery: ['the sourdough', 'the croissant', 'the cinnamon roll', 'the carrot cake', 'the sausage roll', 'the lemon tart'],
      cafe: ['the flat white', 'the brunch', 'the banana bread', 'the iced tea'],
    },
    firstNames: {
      female: ['Emma', 'Olivia', 'Amelia', 'Sophie', 'Grace', 'Emily', 'Hannah', 'Jessica', 'Lucy', 'Chloe'],
      male: ['Oliver', 'Jack', 'Harry', 'George', 'James', 'William', 'Daniel', 'Samuel', 'Thomas', 'Ryan'],
    },
    lastNames: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Evans', 'Walker', 'Wright', 'Thompson', 'Hughes', 'Green', 'Hall'],
  },
  sp: {
    openers: {
      1: ['Muy decepcionante.', 'No lo recomiendo.', 'Una experiencia bastante mala.'],
      2: ['No estuvo a la altura.', 'Por debajo de lo esperado.', 'Algo decepcionante.'],
      3: ['Correcto, sin más.', 'Un sitio normal.', 'Aceptable, con margen de mejora.'],
      4: ['Pasamos un rato muy agradable.', '¡Buen descubrimiento!', 'Muy buena experiencia.'],
      5: ['¡Excelente, nada que objetar!', 'Un auténtico flechazo.', 'Perfecto de principio a fin.', '¡Un sitio imprescindible!'],
    },
    details: {
      negative: [
        'La espera para {item} fue demasiado larga.',
        '{item} llegó tarde y sin sabor.',
        'El servicio fue poco atento y nadie se disculpó.',
        'Demasiado caro para lo que es {item}.',
        'El local era ruidoso y la mesa no estaba limpia.',
        'Imposible aparcar por la zona y la acogida fue fría.',
      ],
      mixed: [
        'Con {item}, buen sabor pero precio algo alto.',
        'El personal fue amable, aunque un poco lento.',
        'Buena acogida, aunque {item} no nos sorprendió.',
        'Ambiente agradable, pero {item} es mejorable.',
        'Bien situado en el centro, pero los baños estaban sucios.',
      ],
      positive: [
        'Nos encantó {item}, ¡una delicia!',
        'El equipo es simpático y muy atento.',
        'Mención especial para {item}.',
        'Ambiente acogedor y servicio rápido.',
        'Producto fresco, raciones generosas y buen precio.',
        'Personal muy acogedor y fácil de llegar en metro.',
        'Todo estaba impecable y muy limpio.',
      ],
    },
    closers: {
      negative: ['Una pena, no volveremos.', 'Espero que mejoren.', ''],
      mixed: ['Quizá volvamos a probar.', 'Puede mejorar.', ''],
      positive: ['¡Volveremos seguro!', 'Lo recomiendo sin dudarlo.', '¡Gracias a todo el equipo!', ''],
    },
    items: {
      restaurant: ['el plato del día', 'el solomillo', 'la tarta de manzana', 'el menú del mediodía', 'el café'],
      bakery: ['el pan de pueblo', 'el cruasán', 'la napolitana de chocolate', 'la tarta de queso'],
      cafe: ['el capuchino', 'el brunch', 'la tarta de zanahoria', 'el té helado'],
    },
    firstNames: {
      female: ['Lucía', 'María', 'Paula', 'Carmen', 'Laura', 'Sofía', 'Elena', 'Marta'],
      male: ['Hugo', 'Pablo', 'Alejandro', 'Daniel', 'Javier', 'Carlos', 'Diego', 'Sergio'],
    },
    lastNames: ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz'],
  },
};
