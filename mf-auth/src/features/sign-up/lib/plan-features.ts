/** Lead-Gen features, plus review analysis and competitors for the All_inclusive prefix. */
export function planFeatures(prefix: string): string[] {
  const base = ['qr', 'mobile', 'offers'];
  return prefix.startsWith('All_inclusive') ? [...base, 'reviews', 'competitors'] : base;
}
