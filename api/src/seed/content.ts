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

export const DEMO_CGV_EN = `<h2>Terms of use and sale</h2>
<p>These terms govern the use of the Avis Boost service, published by Avis Boost SAS, 24 quai Saint-Antoine, 69002 Lyon, France (the "Publisher").</p>
<h3>Article 1 – Purpose</h3>
<p>The service lets subscribing venues collect their visitors' feedback and offer them advantages (discounts, gifts, partner offers). Using the service means accepting these terms.</p>
<h3>Article 2 – Leaving a review</h3>
<p>A visitor may leave one review per day and venue, describing a real and recent visit. The Publisher may refuse or remove any unlawful, abusive or unrelated review, under articles L111-7-2 and D111-17 of the French Consumer Code.</p>
<h3>Article 3 – Advantages</h3>
<p>An advantage is granted for giving feedback on our pages, whatever the rating, and never depends on posting a review on another site. Reviews given with an advantage are marked as such. Each advantage is valid for the stated period and quantities; it is personal and cannot be transferred or exchanged for cash.</p>
<h3>Article 4 – Personal data</h3>
<p>Your first name, last name, email address and review are processed by the venue and the Publisher to manage reviews and advantages, and kept for at most three years after the last contact. Under Regulation (EU) 2016/679 you may ask for access, correction, deletion or object at dpo@avisboost.example. Every marketing message has an unsubscribe link.</p>
<h3>Article 5 – Governing law</h3>
<p>These terms are governed by French law. Failing an amicable settlement, disputes go to the competent courts of Lyon. Consumers may use a consumer mediator free of charge.</p>`;

export const DEMO_CGV_SP = `<h2>Condiciones generales de uso y venta</h2>
<p>Estas condiciones regulan el uso del servicio Avis Boost, editado por Avis Boost SAS, 24 quai Saint-Antoine, 69002 Lyon, Francia (el «Editor»).</p>
<h3>Artículo 1 – Objeto</h3>
<p>El servicio permite a los establecimientos suscritos recoger la opinión de sus visitantes y ofrecerles ventajas (descuentos, regalos, ofertas de socios). Usar el servicio supone aceptar estas condiciones.</p>
<h3>Artículo 2 – Opiniones</h3>
<p>El visitante puede dejar una opinión al día por establecimiento, sobre una visita real y reciente. El Editor puede rechazar o retirar cualquier opinión ilícita, injuriosa o ajena al establecimiento, conforme a los artículos L111-7-2 y D111-17 del Código de consumo francés.</p>
<h3>Artículo 3 – Ventajas</h3>
<p>La ventaja se concede por dar su opinión en nuestras páginas, sea cual sea la nota, y nunca depende de publicar una opinión en otro sitio. Las opiniones con ventaja se indican como tales. Cada ventaja es válida durante el plazo y en las cantidades indicadas; es personal, intransferible y no canjeable por dinero.</p>
<h3>Artículo 4 – Datos personales</h3>
<p>Su nombre, apellidos, correo electrónico y opinión los tratan el establecimiento y el Editor para gestionar opiniones y ventajas, y se conservan tres años como máximo tras el último contacto. Conforme al Reglamento (UE) 2016/679 puede ejercer sus derechos de acceso, rectificación, supresión y oposición en dpo@avisboost.example. Cada mensaje comercial incluye un enlace de baja.</p>
<h3>Artículo 5 – Derecho aplicable</h3>
<p>Estas condiciones se rigen por el derecho francés. A falta de acuerdo amistoso, los litigios corresponden a los tribunales competentes de Lyon. El consumidor puede acudir gratuitamente a un mediador de consumo.</p>`;

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
    cgvTranslations: { en: DEMO_CGV_EN, sp: DEMO_CGV_SP },
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
    cgvTranslations: {},
    language: 'en',
    chatPartyId: null,
    chatUrl: null,
  },
] as const;

export const customerLogo = svgLogo;
