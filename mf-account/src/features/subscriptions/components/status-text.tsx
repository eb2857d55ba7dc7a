import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../../lib/sections';

const KNOWN = ['pending', 'active', 'expired', 'cancelled'];

/** A subscription status in words (colour is never the only signal). */
export function StatusText({ status }: { status: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return <span data-status={status}>{t(`subscriptions.status.${KNOWN.includes(status) ? status : 'other'}`)}</span>;
}
