const CODE = /^[A-Za-z0-9]{4,32}$/;

/**
 * The coupon code in what the cashier typed or the camera read: the code itself, or the address a
 * coupon's QR code carries (its last path segment). Null when neither holds a code.
 */
export function couponCodeIn(text: string): string | null {
  const value = text.trim();
  if (CODE.test(value)) return value.toUpperCase();
  let path = value;
  try {
    path = new URL(value).pathname;
  } catch {
    // Not an address: a path or a typo.
  }
  const last = path.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? '';
  return value.includes('/') && CODE.test(last) ? last.toUpperCase() : null;
}
