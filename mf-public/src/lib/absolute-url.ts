/** An app path as an absolute URL on this origin (what a QR code must carry). */
export const absoluteUrl = (path: string): string => (typeof location === 'undefined' ? path : new URL(path, location.origin).toString());
