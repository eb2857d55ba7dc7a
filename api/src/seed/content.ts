/** Branding and legal texts of the demo partners. */

function svgLogo(initials: string, background: string, foreground: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${background}"/>` +
    `<path d="M32 12l5.6 11.4 12.6 1.8-9.1 8.9 2.2 12.5L32 40.7l-11.3 5.9 2.2-12.5-9.1-8.9 12.6-1.8z" fill="${foreground}" opacity=".9"/>` +
    `<text x="32" y="60" font-family="Arial,Helvetica,sans-serif" font-size="11" font-weight="700" text-anchor="middle" fill="${foreground}">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export const DEMO_CGV = `<h2>Conditions générales d'utilisation et de vente</h2>
<p>Les présentes conditions régissent l'utilisation du service Avis Boost, édité par Avis Boost SAS, société par actions simplifiée au capital de 10 000 €, immatriculée au RCS de Lyon, dont le siège social est situé 24 quai Saint-Antoine, 69002 Lyon (ci-après « l'Éditeur »).</p>
<h3>Article 1 – Objet</h3>
<p>Le service permet aux établissements abonnés de recueillir l'avis de leurs visiteurs et de leur proposer des avantages (remises, cadeaux, offres partenaires). Toute utilisation du service vaut acceptation sans réserve des présentes conditions.</p>
<h3>Article 2 – Dépôt d'un avis</h3>
<p>Le visiteur peut déposer un avis par jour et par établissement. L'avis doit refléter une expérience de consommation réelle et récente. L'Éditeur se réserve le droit de refuser ou de retirer tout avis contraire à la loi, injurieux ou sans rapport avec l'établissement, conformément aux articles L111-7-2 et D111-17 du Code de la consommation.</p>
<h3>Article 3 – Avantages</h3>
<p>L'avantage éventuellement proposé est accordé en contrepartie du dépôt d'un avis sur nos pages, quelle que soit la note attribuée. Il n'est jamais conditionné à la publication d'un avis sur un site tiers. Les avis donnant lieu à un avantage sont signalés comme tels. Chaque avantage est valable pour la durée et dans la limite des quantités indiquées ; il est personnel, non cessible et non échangeable contre des espèces.</p>
<h3>Article 4 – Données personnelles</h3>
<p>Les données collectées (prénom, nom, adresse électronique, avis) sont traitées par l'établissement et par l'Éditeur afin de gérer les avis et les avantages. Elles sont conservées trois ans au plus après le dernier contact. Conformément au Règlement (UE) 2016/679, vous disposez d'un droit d'accès, de rectification, d'effacement et d'opposition, que vous pouvez exercer à l'adresse dpo@avisboost.example. Chaque message commercial comporte un lien de désinscription.</p>
<h3>Article 5 – Responsabilité</h3>
<p>L'Éditeur met tout en œuvre pour assurer la disponibilité du service mais ne saurait être tenu responsable d'une interruption liée à une opération de maintenance ou à un cas de force majeure.</p>
<h3>Article 6 – Droit applicable</h3>
<p>Les présentes conditions sont soumises au droit français. À défaut de résolution amiable, tout litige relève des tribunaux compétents de Lyon. Le consommateur peut recourir gratuitement à un médiateur de la consommation.</p>`;

export const NORDIC_CGV = `<h2>Terms of use</h2>
<p>Nordic Reviews helps venues collect feedback from their guests and reward them. By leaving a review you accept these terms.</p>
<h3>1. Reviews</h3>
<p>One review per guest per day and venue. Reviews must describe a genuine visit. Rewards are granted for giving feedback on our pages, whatever the rating, and never depend on posting a review elsewhere.</p>
<h3>2. Personal data</h3>
<p>Your name, email address and review are processed to manage reviews and rewards, kept for at most three years, and you may ask for access, correction or deletion at privacy@nordicreviews.example.</p>`;

export const PARTNERS = [
  {
    code: 'demo',
    brand: 'Avis Boost',
    title: 'Avis Boost – avis clients et fidélité',
    logo: svgLogo('AB', '#1f6feb', '#ffffff'),
    backColor: '#1f6feb',
    fontColor: '#ffffff',
    titleColor: '#0b2a4a',
    cgv: DEMO_CGV,
    language: 'fr',
    chatPartyId: 'avisboost-support',
    chatUrl: 'https://phone.avisboost.example/chat',
  },
  {
    code: 'nordic',
    brand: 'Nordic Reviews',
    title: 'Nordic Reviews – guest feedback made simple',
    logo: svgLogo('NR', '#0f766e', '#f0fdfa'),
    backColor: '#0f766e',
    fontColor: '#f0fdfa',
    titleColor: '#134e4a',
    cgv: NORDIC_CGV,
    language: 'en',
    chatPartyId: null,
    chatUrl: null,
  },
] as const;

export const customerLogo = svgLogo;
