import { sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { answerTemplates, customers, providers } from '../db/schema';
import { builtInTemplates } from '../modules/answers/templates';

/**
 * More platforms, answers and templates of the demo: each review already marked answered gets the built-in answer of
 * its language and rating (platform ones still "to publish" there), and demo-bistro has two of its
 * own templates. Platform links and competitors come with the establishments (seed/index.ts).
 */
export async function seedAnswers(orm: Orm): Promise<void> {
  // Two more platforms an owner may link to (no demo establishment has them yet).
  await orm.insert(providers).values([
    { name: 'TheFork', category: 'review', providerUrl: 'https://www.thefork.fr/restaurant/{value1}' },
    { name: 'Yelp', category: 'review', providerUrl: 'https://www.yelp.com/writeareview/biz/{value1}' },
  ]);
  const templates = builtInTemplates();
  const values = templates.map((t) => sql`(${t.language}, ${t.sentiment}, ${t.body})`);
  await orm.execute(sql`
    with t(language, sentiment, body) as (values ${sql.join(values, sql`, `)})
    insert into review_answers (review_id, user_id, text, to_publish_on, created_at)
    select r.id,
      (select u.id from users u where u.customer_id = e.customer_id order by u.id limit 1),
      replace(replace(t.body, '{firstname}', coalesce(r.firstname, '')), '{establishment}', e.name),
      case when r.source = 'internal_form' then null else r.source end,
      r.answered_at
    from reviews r
    join establishments e on e.id = r.establishment_id
    join t on t.language = case when r.language in ('fr', 'en', 'sp') then r.language else 'fr' end
      and t.sentiment = case when r.rating >= 4 then 'positive' when r.rating = 3 then 'neutral' else 'negative' end
    where r.answered_at is not null and r.competitor_id is null`);
  const [bistro] = await orm.select({ id: customers.id }).from(customers).where(sql`${customers.tag} = 'demo-bistro'`);
  if (!bistro) return;
  await orm.insert(answerTemplates).values([
    {
      customerId: bistro.id,
      language: 'fr',
      sentiment: 'positive',
      title: 'Merci du Bistrot',
      body: 'Merci {firstname} ! Toute la brigade de {establishment} vous remercie. Notre ardoise change chaque semaine : à très vite pour la découvrir.',
    },
    {
      customerId: bistro.id,
      language: 'fr',
      sentiment: 'negative',
      title: 'Invitation à revenir',
      body: 'Bonjour {firstname}, nous sommes désolés de ce moment décevant chez {establishment}. Écrivez-nous à contact@bistrot-demo.example : nous aimerions vous inviter à revenir pour vous faire changer d’avis.',
    },
  ]);
}
