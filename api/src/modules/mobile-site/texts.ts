import type { FileKind, LanguageCode } from '@erep/shared/schemas';

/** The mobile site's own words, per visitor language. */
export interface SiteTexts {
  title: string;
  language: string;
  sectionsNav: string;
  menus: string;
  menuFile: string;
  menuEmpty: string;
  infos: string;
  address: string;
  hours: string;
  phone: string;
  map: string;
  reviews: string;
  reviewsEmpty: string;
  disclosure: string;
  withAdvantage: string;
  withoutAdvantage: string;
  stars: string;
  offers: string;
  offersEmpty: string;
  offersNote: string;
  validity: string;
  soldOut: string;
  follow: string;
  followEmpty: string;
  leaveReview: string;
  notFound: string;
  notFoundLead: string;
  /** The published files (menus, leaflets) listed for download. */
  files: string;
  fileKinds: Record<FileKind, string>;
  offeredBy: string;
}

export const SITE_TEXTS: Record<LanguageCode, SiteTexts> = {
  fr: {
    title: 'Notre site',
    language: 'Langue',
    sectionsNav: 'Rubriques',
    menus: 'Menus',
    menuFile: 'Voir la carte ({{name}})',
    menuEmpty: 'La carte sera bientôt en ligne.',
    infos: 'Infos',
    address: 'Adresse',
    hours: 'Horaires',
    phone: 'Téléphone',
    map: 'Voir sur la carte',
    reviews: 'Avis',
    reviewsEmpty: 'Aucun avis publié pour le moment.',
    disclosure:
      'Ces avis ont été laissés par nos clients sur notre propre formulaire après leur visite, quelle que soit la note donnée ; ils sont publiés sans tri. Un avis marqué « avec avantage » a été suivi d’un avantage offert à tous, sans condition sur la note.',
    withAdvantage: 'Avec avantage',
    withoutAdvantage: 'Sans contrepartie',
    stars: '{{value}} sur 5',
    offers: 'Offres',
    offersEmpty: 'Aucune offre en cours.',
    offersNote: 'Offert à chaque visiteur qui donne son avis sur notre formulaire, quelle que soit sa note.',
    validity: 'Valable {{days}} jours après son obtention',
    soldOut: 'Épuisé',
    follow: 'Suivez-nous',
    followEmpty: 'Aucun lien pour le moment.',
    leaveReview: 'Donner mon avis',
    notFound: 'Page introuvable',
    notFoundLead: 'Cet établissement n’existe pas ou n’a plus de site.',
    files: 'Documents à télécharger',
    fileKinds: { menu: 'Carte', leaflet: 'Brochure', other: 'Document' },
    offeredBy: 'Offert par {{name}}',
  },
  en: {
    title: 'Our site',
    language: 'Language',
    sectionsNav: 'Sections',
    menus: 'Menus',
    menuFile: 'See the menu ({{name}})',
    menuEmpty: 'The menu will be online soon.',
    infos: 'Infos',
    address: 'Address',
    hours: 'Opening hours',
    phone: 'Phone',
    map: 'See on the map',
    reviews: 'Reviews',
    reviewsEmpty: 'No published review yet.',
    disclosure:
      'These reviews were left by our guests on our own form after their visit, whatever the rating; they are published without sorting. A review marked “with an advantage” was followed by an advantage offered to everyone, never depending on the rating.',
    withAdvantage: 'With an advantage',
    withoutAdvantage: 'No counterpart',
    stars: '{{value}} out of 5',
    offers: 'Offers',
    offersEmpty: 'No offer at the moment.',
    offersNote: 'Offered to every visitor who gives feedback on our form, whatever the rating.',
    validity: 'Valid {{days}} days after you get it',
    soldOut: 'Sold out',
    follow: 'Follow us',
    followEmpty: 'No link yet.',
    leaveReview: 'Give my feedback',
    notFound: 'Page not found',
    notFoundLead: 'This establishment does not exist or has no site any more.',
    files: 'Documents to download',
    fileKinds: { menu: 'Menu', leaflet: 'Leaflet', other: 'Document' },
    offeredBy: 'Offered by {{name}}',
  },
  sp: {
    title: 'Nuestro sitio',
    language: 'Idioma',
    sectionsNav: 'Secciones',
    menus: 'Menús',
    menuFile: 'Ver la carta ({{name}})',
    menuEmpty: 'La carta estará pronto en línea.',
    infos: 'Información',
    address: 'Dirección',
    hours: 'Horario',
    phone: 'Teléfono',
    map: 'Ver en el mapa',
    reviews: 'Opiniones',
    reviewsEmpty: 'Todavía no hay opiniones publicadas.',
    disclosure:
      'Estas opiniones las dejaron nuestros clientes en nuestro propio formulario después de su visita, sea cual sea la nota; se publican sin filtrar. Una opinión marcada «con ventaja» fue seguida de una ventaja ofrecida a todos, nunca según la nota.',
    withAdvantage: 'Con ventaja',
    withoutAdvantage: 'Sin contrapartida',
    stars: '{{value}} de 5',
    offers: 'Ofertas',
    offersEmpty: 'No hay ofertas en este momento.',
    offersNote: 'Ofrecida a cada visitante que da su opinión en nuestro formulario, sea cual sea la nota.',
    validity: 'Válida {{days}} días después de obtenerla',
    soldOut: 'Agotada',
    follow: 'Síguenos',
    followEmpty: 'Todavía no hay enlaces.',
    leaveReview: 'Dar mi opinión',
    notFound: 'Página no encontrada',
    notFoundLead: 'Este establecimiento no existe o ya no tiene sitio.',
    files: 'Documentos para descargar',
    fileKinds: { menu: 'Carta', leaflet: 'Folleto', other: 'Documento' },
    offeredBy: 'Ofrecido por {{name}}',
  },
};
