import type { FeedbackContext } from '@erep/shared/schemas';
import type { PublicBrand } from '../../../components/public-layout';

/** The header an establishment's public pages show: its name, the customer's logo, colours and language. */
export const contextBrand = (c: FeedbackContext): PublicBrand => ({
  name: c.establishment.name,
  logo: c.customer.logo,
  theme: c.customer.theme,
  language: c.customer.language,
});
