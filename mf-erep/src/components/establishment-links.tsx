import { CompetitorsAndLinks, type CompetitorsAndLinksProps } from '../features/competitors/components/competitors-and-links';

/** The competitors feature as the establishment pages show it (the social page, and later others). */
export function EstablishmentLinks(props: CompetitorsAndLinksProps) {
  return <CompetitorsAndLinks {...props} />;
}
