import type { ReactNode } from 'react';
import { PageLink } from '@erep/shared/routing';
import { usePartnerInfo } from '../hooks/use-partner-info';
import { currentPartnerCode } from '../lib/config';

/** The product's own pricing page, where a partner without one of its own sends people. */
const PRICING_PATH = '/pricing';

/**
 * A link to the pricing page: the partner's own (its theme's pricing page address) when it has one,
 * else the product's. Until the partner is known, and if it cannot be read, the product's.
 */
export function PricingLink({ children, className }: { children: ReactNode; className?: string }) {
  const info = usePartnerInfo(currentPartnerCode());
  const external = info.data?.pricing_url;
  return external ? (
    <a href={external} className={className}>
      {children}
    </a>
  ) : (
    <PageLink to={PRICING_PATH} className={className}>
      {children}
    </PageLink>
  );
}
