/** Paths of the account parameters' endpoints. */
export const customerPath = (tag: string): string => `customer/${encodeURIComponent(tag)}`;
export const establishmentPath = (tag: string, id: number): string => `${customerPath(tag)}/account/establishments/${id}`;
