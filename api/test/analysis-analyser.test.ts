import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { analyse, readLexically } from '../src/modules/analysis/analyser/analyse';
import { compileLexicon, phraseKeys } from '../src/modules/analysis/analyser/compile';
import { generalSource } from '../src/modules/analysis/analyser/general';
import { LEXICONS } from '../src/modules/analysis/analyser/lexicons';
import { FEATURES_VERSION, sentimentFeatures, weighSentiment, type SentimentModel } from '../src/modules/analysis/analyser/model';
import { measureQuality, type LabelledReview } from '../src/modules/analysis/analyser/quality';
import { REAL_WORDS, spelledDigest } from '../src/modules/analysis/analyser/real-words';
import { plain } from '../src/modules/analysis/analyser/text';
import model from '../src/modules/analysis/analyser/sentiment-model.json';
import { TRAINING_SETS, examplesOf, trainSentimentModel, trainingDigest } from '../src/modules/analysis/analyser/training';

const topicsOf = (text: string) => Object.fromEntries(analyse(text).topics.map((t) => [t.topic, t.sentiment]));
/** The phrases that placed a topic, as written in the text. */
const phrases = (text: string, topic: string) =>
  analyse(text)
    .topics.find((t) => t.topic === topic)
    ?.spans.map(([start, end]) => text.slice(start, end));

describe('review analyser', () => {
  it('detects the language, falling back on the hint for a word or two', () => {
    expect(analyse('Le personnel était très aimable et les plats délicieux.').language).toBe('fr');
    expect(analyse('The staff were lovely and the food was delicious.').language).toBe('en');
    expect(analyse('El personal muy amable y la comida buenísima.').language).toBe('sp');
    expect(analyse('Top', 'en').language).toBe('en');
    expect(analyse('Top', 'sp').language).toBe('sp');
    expect(analyse('¡Genial!').language).toBe('sp');
    // Trigrams call these French by a hair; the words only Spanish knows decide.
    expect(analyse('La limpieza deja bastante que desear.').language).toBe('sp');
    expect(analyse('Seguimos sin factura después de un mes.').language).toBe('sp');
    // Trigrams call this French by a hair; its English function words outvote the others many times over.
    const story = "Lamb was so tough I couldn't cut it. Sent it back, got the same plate back five minutes later, reheated.";
    expect(analyse(story).language).toBe('en');
    expect(analyse(story).sentiment).toBe('negative');
    // Trigrams call this French outright; only English knows any of its words alone, and no word is French only.
    expect(analyse('Beautiful hotel, terrible management.').language).toBe('en');
    expect(analyse('Horrible hotel, personnel odieux.').language).toBe('fr');
    // Trigrams call this English outright; its accents and its words say French, while an English text keeps its borrowed `café`.
    expect(analyse('Literie fatiguée, on a mal dormi.').language).toBe('fr');
    expect(analyse('Literie fatiguée, on a mal dormi.').sentiment).toBe('negative');
    expect(analyse('The café was lovely and the décor très chic.').language).toBe('en');
  });

  it('turns an opinion around under negation, in each language', () => {
    expect(analyse('Pas bon du tout.').sentiment).toBe('negative');
    expect(analyse("Le poisson n'était pas frais.").sentiment).toBe('negative');
    expect(analyse('Jamais déçue, toujours aussi bon.').sentiment).toBe('positive');
    expect(analyse('Not good, the coffee was cold.').sentiment).toBe('negative');
    expect(analyse("Never disappointed, can't fault it.").sentiment).toBe('positive');
    expect(analyse('La comida no es buena.').sentiment).toBe('negative');
    expect(analyse('Nunca nos decepcionan.').sentiment).toBe('positive');
    expect(analyse('Sans attente, parfait.').sentiment).toBe('positive');
    // Expressions that are not the sum of their words.
    expect(analyse('Pas mal du tout').sentiment).toBe('positive');
    expect(analyse('Pas terrible.').sentiment).toBe('negative');
    expect(analyse('Correct, sans plus.').sentiment).toBe('neutral');
  });

  it('weighs mixed opinions: the clause after a contrast word counts more, each topic keeps its own', () => {
    const fr = analyse('La cuisine était bonne mais le service très lent');
    expect(fr.sentiment).toBe('negative');
    expect(topicsOf('La cuisine était bonne mais le service très lent')).toEqual({ product: 'positive', service: 'negative' });
    expect(analyse('The service was a bit slow but the food was really worth it.').sentiment).toBe('positive');
    expect(topicsOf('The service was a bit slow but the food was really worth it.')).toEqual({ service: 'negative', product: 'positive' });
    expect(topicsOf('La comida riquísima pero el camarero muy borde.')).toEqual({ product: 'positive', staff: 'negative' });
    expect(analyse('La comida riquísima pero el camarero muy borde.').sentiment).toBe('negative');
  });

  it('knows general opinion words beyond the domain lexicons, in each language', () => {
    expect(topicsOf('Le décor est hideux.')).toEqual({ atmosphere: 'negative' });
    expect(analyse('The staff were courteous.').sentiment).toBe('positive');
    expect(topicsOf('El local es espantoso.')).toEqual({ atmosphere: 'negative' });
    // Words those lists score that say nothing of an opinion stay neutral.
    expect(analyse('Première visite, on verra.').sentiment).toBe('neutral');
  });

  it('finds opinion and topic words typed with a slip, but not short real words', () => {
    expect(topicsOf('acceuil super et la bouffe est vraiment bonne, je recomande')).toEqual({ staff: 'positive', product: 'positive' });
    expect(analyse('the food was delicous, would recomend').sentiment).toBe('positive');
    // `small` is not a misspelt `smell`.
    expect(topicsOf('A small shop.')).toEqual({});
  });

  it('finds a long word with the wrong letter doubled, as reviewers often type it', () => {
    const read = (text: string, language: 'fr' | 'en' | 'sp') => readLexically(text, language);
    expect(read('The brunch was dissapointing.', 'en').negative).toBeGreaterThan(0);
    expect(read('We reccomend the tasting menu.', 'en').positive).toBeGreaterThan(0);
    expect(read('Un dessert sucullent.', 'fr').positive).toBeGreaterThan(0);
    expect(read('Un camarero aroggante.', 'sp').negative).toBeGreaterThan(0);
    // A real word doubled otherwise is that word (`deserts` are no `desserts`).
    expect(read('We drove through the deserts.', 'en').topics).toEqual([]);
    expect(read('The desserts were fine.', 'en').topics.map((t) => t.topic)).toEqual(['product']);
  });

  it('reads a word with a letter held for feeling as the word itself', () => {
    expect(topicsOf('The service was slooooow.')).toEqual({ service: 'negative' });
    expect(analyse('The pasta was amaaazing.').sentiment).toBe('positive');
    // `trop` before praise is no excess once `bieeeen` is read as `bien`.
    expect(readLexically('Trop bieeeen, merciii.').negative).toBe(0);
    expect(analyse('Trop bieeeen, merciii.').sentiment).toBe('positive');
    expect(analyse('Deliciosooo todo.').sentiment).toBe('positive');
  });

  it('takes something plain that did not happen or is missing as a complaint', () => {
    expect(analyse('Personne ne nous a salués.').sentiment).toBe('negative');
    expect(topicsOf('No soap in the toilets.')).toEqual({ cleanliness: 'negative' });
    expect(analyse('La calefacción no funcionaba.').sentiment).toBe('negative');
    expect(analyse('Me vendieron un móvil que dejó de funcionar a la semana.').sentiment).toBe('negative');
    expect(analyse('Une seule serveuse pour toute la terrasse un samedi soir.').sentiment).toBe('negative');
    // Unless the phrase says the opposite.
    expect(analyse("N'hésitez pas à y aller.").sentiment).toBe('positive');
    expect(analyse('Never disappoints.').sentiment).toBe('positive');
  });

  it('reads a wish or a regret as a complaint, and a rhetorical praise as praise', () => {
    expect(analyse('Le plat aurait pu être meilleur.').sentiment).toBe('negative');
    expect(analyse('The room should have been cleaner.').sentiment).toBe('negative');
    expect(topicsOf('Podría estar más limpio.')).toEqual({ cleanliness: 'negative' });
    expect(analyse('I would recommend it.').sentiment).toBe('positive');
    expect(analyse('Que demander de plus ?').sentiment).toBe('positive');
  });

  it('takes a question asking why as a complaint, and knows disappointed expectations', () => {
    expect(analyse('Why does it take 30 minutes to make a coffee?').sentiment).toBe('negative');
    expect(analyse('¿Por qué tardan una hora en traer una pizza?').sentiment).toBe('negative');
    expect(analyse('45 minutes pour un café. Sérieusement ?').sentiment).toBe('negative');
    expect(analyse('Très sérieux, je recommande.').sentiment).toBe('positive');
    expect(analyse("Je m'attendais à mieux vu les avis...").sentiment).toBe('negative');
    expect(analyse("Won't rush back.").sentiment).toBe('negative');
    expect(analyse('Gracias por nada.').sentiment).toBe('negative');
    // Advice not to lose one's time is a warning, not a negated complaint.
    expect(analyse("Don't waste your time here.").sentiment).toBe('negative');
    expect(analyse('Work done as quoted, on the agreed date.').sentiment).toBe('neutral');
  });

  it('reads a decline over time and a comparison as complaints', () => {
    expect(analyse("C'était bien mieux avant, la qualité n'est plus la même.").sentiment).toBe('negative');
    expect(analyse('Used to be great, not anymore.').sentiment).toBe('negative');
    expect(analyse('Antes era mucho mejor.').sentiment).toBe('negative');
    expect(analyse('Moins bon que la dernière fois.').sentiment).toBe('negative');
    expect(analyse('Less expensive than the shop next door.').sentiment).toBe('positive');
    expect(analyse('Pas du tout à la hauteur de sa réputation.').sentiment).toBe('negative');
  });

  it('calls a lukewarm verdict neutral unless a clearer opinion goes with it', () => {
    expect(analyse('Repas correct.').sentiment).toBe('neutral');
    expect(analyse('The coffee was decent.').sentiment).toBe('neutral');
    expect(analyse('Comida normalita.').sentiment).toBe('neutral');
    expect(analyse('Food was fine, service was fine.').sentiment).toBe('neutral');
    expect(analyse('Local bakery, bread is ok, pastries a bit greasy but it does the trick.').sentiment).toBe('neutral');
    expect(analyse('Sensaciones encontradas: buena carta, ejecución irregular.').sentiment).toBe('neutral');
    expect(analyse('Good location, basic room. Fine for one night.').sentiment).toBe('neutral');
    expect(analyse('Produits de qualité mais prix en conséquence.').sentiment).toBe('neutral');
    expect(analyse('Correct, et le personnel vraiment adorable !').sentiment).toBe('positive');
  });

  it('reads ratings and emoji written in the text', () => {
    expect(analyse('omg the burgers are sooo good!! 10/10').sentiment).toBe('positive');
    expect(analyse('Bof. 2/5').sentiment).toBe('negative');
    expect(analyse('Zero stars if I could').sentiment).toBe('negative');
    expect(analyse('Cinco estrellas').sentiment).toBe('positive');
    expect(analyse('Deux étoiles, pas plus.').sentiment).toBe('negative');
    expect(analyse('3/5').sentiment).toBe('neutral');
    // A date is not a rating.
    expect(analyse('We came on 10/10/2024').sentiment).toBe('neutral');
    expect(analyse('😍😍').sentiment).toBe('positive');
    expect(analyse('Commande livrée 👎').sentiment).toBe('negative');
  });

  it('lets an opinion word describe the thing named beside it rather than add its own topic', () => {
    expect(topicsOf('Le burger était froid.')).toEqual({ product: 'negative' });
    expect(topicsOf('Merci à Julie pour son accueil chaleureux !')).toEqual({ staff: 'positive' });
    // Cleanliness is said of anything, and of a room it judges only the cleanliness, not how the room looks.
    expect(topicsOf('Salle propre.')).toEqual({ cleanliness: 'positive' });
    expect(topicsOf('Burger froid et assiette sale.')).toEqual({ product: 'negative', cleanliness: 'negative' });
    // With nothing named, the opinion word places its topic.
    expect(topicsOf('Trop froid.')).toEqual({ atmosphere: 'negative' });
  });

  it('gives the phrases that placed each topic as offsets in the text', () => {
    const text = "Accueil chaleureux, mais impossible de se garer dans le quartier et l'addition est salée.";
    expect(topicsOf(text)).toMatchObject({ staff: 'positive', location: 'negative', price: 'negative' });
    expect(phrases(text, 'staff')).toContain('Accueil');
    expect(phrases(text, 'location')).toEqual(expect.arrayContaining(['se garer', 'quartier']));
    expect(phrases(text, 'price')).toContain('addition est salée');
    expect(phrases('Dirty toilets and very loud music.', 'cleanliness')).toEqual(['Dirty', 'toilets']);
    expect(phrases('Dirty toilets and very loud music.', 'atmosphere')).toEqual(['loud', 'music']);
  });

  it('scores between -1 and 1 and calls a text without opinion neutral', () => {
    const result = analyse('Première visite, on verra.');
    expect(result.sentiment).toBe('neutral');
    expect(readLexically('Première visite, on verra.').score).toBe(0);
    expect(Math.abs(result.score)).toBeLessThan(0.3);
    expect(analyse('Excellent, parfait, délicieux !').score).toBeGreaterThan(0.5);
    expect(analyse('Horrible, sale et hors de prix.').score).toBeLessThan(-0.5);
  });

  it('reads bare praise beside a complaint as irony, and keeps it beside praise', () => {
    expect(readLexically('Ordered a dress for a wedding, it arrived the day after and in the wrong colour. Fantastic.').sentiment).toBe('negative');
    expect(readLexically("Commande arrivée froide et incomplète, et personne ne répond au téléphone. Merci beaucoup.").sentiment).toBe('negative');
    expect(readLexically('Una hora de espera y la comida fría. Genial.').sentiment).toBe('negative');
    expect(readLexically('Lovely staff and a great coffee. Brilliant.').sentiment).toBe('positive');
    // An earnest opinion word in that sentence is not irony.
    expect(readLexically('Best dentist I have been to. He does not judge you.').sentiment).toBe('positive');
  });

  it('tells the model of bare praise after a story that praises nothing else, however plain the story', () => {
    // Nothing in these stories is a complaint word, so the irony rule cannot turn the praise: the model weighs the cheer.
    expect(readLexically('Le colis est marqué livré et personne n’est venu. Génial.').cheer).toBe(true);
    expect(readLexically('Invoice sent twice instead of once. Well done.').cheer).toBe(true);
    expect(readLexically('Great, another parcel left at the wrong door.').cheer).toBe(true);
    expect(readLexically('El fontanero vino sin sus herramientas. Genial.').cheer).toBe(true);
    expect(sentimentFeatures(readLexically('El fontanero vino sin sus herramientas. Genial.')).get('cheer')).toBe(1);
    // Praise said elsewhere, or nothing but bare praise, is no such cheer.
    expect(readLexically('Le plombier est venu vite et il était très aimable. Top.').cheer).toBe(false);
    expect(readLexically('Excelente. Gracias por todo.').cheer).toBe(false);
    expect(readLexically('The plumber turned up without his tools.').cheer).toBe(false);
  });

  it('reads praise said to end there as all the praise, against the place, and keeps what it praised', () => {
    for (const text of [
      'Un accueil adorable et une très belle terrasse. Malheureusement c’est tout : les plats manquaient de goût.',
      'Accueil chaleureux, jolie déco, super emplacement. Les points positifs s’arrêtent là, la cuisine est quelconque.',
      'A lovely welcome and a beautiful terrace. Unfortunately that’s where the good ends: the dishes lacked flavour.',
      'Warm welcome, nice decor, great location. Sadly that’s it, the cooking was bland.',
      'Un recibimiento encantador y una terraza preciosa. Por desgracia ahí acaba lo bueno: los platos no tenían sabor.',
      'Trato amable, decoración bonita y buena ubicación. Lo bueno se acaba ahí, la cocina es muy normalita.',
    ]) {
      expect(readLexically(text).onlyGrace, text).toBe(true);
      const { sentiment, topics } = analyse(text);
      expect(sentiment, text).toBe('negative');
      expect(topics.find((t) => t.topic === 'staff')?.sentiment, text).toBe('positive');
      expect(topics.find((t) => t.topic === 'product')?.sentiment, text).toBe('negative');
    }
  });

  it('knows English superlatives of opinion words, but not words that only end like one', () => {
    expect(readLexically("Quickest oil change I've ever had.").sentiment).toBe('positive');
    expect(readLexically('The friendliest team in town.').sentiment).toBe('positive');
    expect(readLexically('Their latest collection is in the window.').sentiment).toBe('neutral');
  });

  it('does not mistake a word for another that stems alike', () => {
    // `mois` is not `moisi`, `bravas` not `bravo`, `even` not `evening`, `attention` not `attente`.
    expect(readLexically("J'y vais depuis trois mois.").sentiment).toBe('neutral');
    expect(readLexically('Pedimos patatas bravas y croquetas.').sentiment).toBe('neutral');
    expect(topicsOf('They even gave us a discount.')).not.toHaveProperty('atmosphere');
    expect(readLexically("Merci pour votre attention.").score).toBeGreaterThan(0);
    // A product without something is no complaint; a thing that was not done is.
    expect(readLexically('Tienen opciones sin gluten.').sentiment).toBe('neutral');
    expect(readLexically("Le serveur n'est jamais revenu.").sentiment).toBe('negative');
  });

  it('gives words of different topics their own entries when they only share a stem (`boulangère` and `boulangerie`)', () => {
    for (const language of ['fr', 'en', 'sp'] as const) {
      const lexicon = compileLexicon(LEXICONS[language], generalSource(language));
      const idOf = (phrase: string) => phraseKeys(lexicon, phrase).keys.join(' ');
      const byId = new Map<string, Map<string, Set<string>>>();
      for (const [topic, phrases] of Object.entries(LEXICONS[language].topics)) {
        for (const phrase of phrases) {
          const topics = byId.get(idOf(phrase)) ?? new Map<string, Set<string>>();
          topics.set(topic, (topics.get(topic) ?? new Set()).add(plain(phrase.replace(/=$/, ''))));
          byId.set(idOf(phrase), topics);
        }
      }
      // A word listed under two topics on purpose (`room`: the product and the atmosphere) is one word in both lists.
      for (const [id, topics] of byId) {
        const lists = [...topics.values()];
        for (const other of lists.slice(1)) expect([...other].some((word) => lists[0]?.has(word)), `${language} ${id}: ${JSON.stringify([...topics].map(([t, w]) => [t, [...w]]))}`).toBe(true);
      }
    }
  });

  it('takes an amount written with a currency sign as speaking of the price', () => {
    expect(topicsOf('12€ le cocktail sans alcool.')).toHaveProperty('price');
    expect(topicsOf('£18 for a burger.')).toHaveProperty('price');
    expect(topicsOf('7 $ una cerveza.')).toHaveProperty('price');
  });

  it('keeps its list of real words one slip from a lexicon word in step with the lexicons', () => {
    for (const language of ['fr', 'en', 'sp'] as const) {
      const lexicon = compileLexicon(LEXICONS[language], generalSource(language));
      // A lexicon word added or removed needs `npm run lexicon:real-words`, then `npm run train:sentiment`.
      expect(REAL_WORDS.spelled[language], language).toBe(spelledDigest(lexicon.spelled));
      expect(REAL_WORDS.words[language].length).toBeGreaterThan(100);
    }
  });

  it('weighs the reading with the model trained on the labelled and development reviews', async () => {
    const texts = await Promise.all(TRAINING_SETS.map((name) => readFile(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')));
    const trained = model as SentimentModel;
    // A change to the training sets or to the features needs `npm run train:sentiment`.
    expect(trained.features).toBe(FEATURES_VERSION);
    expect(trained.trainedOn).toBe(trainingDigest(texts));
    // The model turns readings the opinion words get wrong: an implicit complaint has no opinion word.
    const implicit = readLexically('Ordered a large pepperoni, got a small margherita. Called them and got put on hold for 20 minutes.');
    expect(weighSentiment(implicit).sentiment).toBe('negative');
    // A model trained on other features is not used: the opinion words decide.
    const stale: SentimentModel = { ...trained, features: FEATURES_VERSION - 1 };
    const reading = readLexically('Excellent, parfait, délicieux !');
    expect(weighSentiment(reading, stale)).toEqual({ sentiment: reading.sentiment, score: reading.score });
  });

  it('learns from labelled reviews what no opinion word says', () => {
    const reviews: LabelledReview[] = [
      { text: 'Commande jamais livrée.', language: 'fr', sentiment: 'negative', topics: [] },
      { text: 'Livrée en dix minutes.', language: 'fr', sentiment: 'positive', topics: [] },
      { text: 'Ils livrent le dimanche.', language: 'fr', sentiment: 'neutral', topics: [] },
    ];
    const examples = examplesOf([...reviews, ...reviews]);
    const learnt = trainSentimentModel(examples, { lambda: 0, epochs: 200, minCount: 1 });
    for (const review of reviews) expect(weighSentiment(readLexically(review.text), learnt).sentiment).toBe(review.sentiment);
    // Deterministic: the same reviews give the same model.
    expect(trainSentimentModel(examples, { lambda: 0, epochs: 200, minCount: 1 })).toEqual(learnt);
  });

  it('stays above its topic and language floors on the labelled reviews', async () => {
    const set = JSON.parse(await readFile(new URL('./fixtures/analysis-labelled.json', import.meta.url), 'utf8')) as LabelledReview[];
    expect(set.length).toBeGreaterThanOrEqual(300);
    for (const language of ['fr', 'en', 'sp']) expect(set.filter((r) => r.language === language).length).toBeGreaterThanOrEqual(100);
    const quality = measureQuality(set, (text) => analyse(text));
    // The sentiment model trains on these reviews, so their sentiment proves nothing: its floor is
    // asserted on the held-out sets below. Topics and language come from the lexicons alone.
    expect(quality.topicF1).toBeGreaterThanOrEqual(0.89);
    expect(quality.languageAccuracy).toBeGreaterThanOrEqual(0.98);
  });

  // The held-out sets are never used to change the analyser or to train its model: only their totals are read.
  it.each([
    // Measured with analyser version 19: sentiment, topic F1, language. Floors a little under.
    ['analysis-holdout', 90, { sentiment: 0.911, topicF1: 0.783, language: 1 }],
    ['analysis-holdout-2', 150, { sentiment: 0.904, topicF1: 0.847, language: 1 }],
    ['analysis-holdout-3', 300, { sentiment: 0.923, topicF1: 0.807, language: 0.993 }],
  ] as const)('stays above its floor on the held-out set %s', async (name, size, measured) => {
    const set = JSON.parse(await readFile(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as LabelledReview[];
    expect(set.length).toBeGreaterThanOrEqual(size);
    for (const language of ['fr', 'en', 'sp']) expect(set.filter((r) => r.language === language).length).toBeGreaterThanOrEqual(size / 3);
    const quality = measureQuality(set, (text) => analyse(text));
    expect(quality.sentimentAccuracy).toBeGreaterThanOrEqual(Math.max(0.85, measured.sentiment - 0.03));
    expect(quality.topicF1).toBeGreaterThanOrEqual(Math.max(0.75, measured.topicF1 - 0.03));
    expect(quality.languageAccuracy).toBeGreaterThanOrEqual(Math.max(0.98, measured.language - 0.01));
  });
});
