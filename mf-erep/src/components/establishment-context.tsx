import { createContext, useContext, type ReactNode } from 'react';
import type { EstablishmentHeader } from '@erep/shared/schemas';
import type { RangeParams } from '../hooks/use-range-params';

/** What every page under /customer/:tag/establishment/:id receives from the establishment layout. */
export interface EstablishmentPageContext {
  /** The customer's tag (route parameter). */
  tag: string;
  /** The establishment's id (route parameter), already checked: the layout shows the not-found view otherwise. */
  establishmentId: number;
  /** Name, city, score over the range, customer (tag, name, language, logo) and the partner's brand. */
  establishment: EstablishmentHeader;
  /** The shared date range as the API reads it. */
  range: RangeParams;
}

const EstablishmentContext = createContext<EstablishmentPageContext | null>(null);

export function EstablishmentProvider({ value, children }: { value: EstablishmentPageContext; children: ReactNode }) {
  return <EstablishmentContext.Provider value={value}>{children}</EstablishmentContext.Provider>;
}

/** The establishment of the page; only valid under the establishment layout. */
export function useEstablishmentPage(): EstablishmentPageContext {
  const value = useContext(EstablishmentContext);
  if (!value) throw new Error('useEstablishmentPage is used outside the establishment layout');
  return value;
}
