/** The API path of one establishment of a customer. */
export const establishmentPath = (tag: string, id: number) => `customer/${encodeURIComponent(tag)}/establishment/${id}`;

/** Every query of one establishment starts with this key: a write invalidates them all. */
export const establishmentKey = (tag: string, id: number) => ['erep', 'customer', tag, 'establishment', id] as const;
