import { useTranslation } from 'react-i18next';
import type { FeatureArea } from '@erep/shared/federation';
import { FirstSteps, type FirstStep } from '@erep/shared/ui/first-steps';
import { LEADGEN_NS } from '../../../i18n/register';
import { useAdvantages } from '../api/get-advantages';
import { useContactCount } from '../api/get-contact-count';
import { useCouponCount } from '../api/get-coupon-count';
import { useEstablishments } from '../api/get-establishments';
import { sellerCodesPath } from './seller-codes-notice';

/** The QR codes page in the area showing the offers: the Lead-Gen area's, or the account area's. */
const qrCodesPath = (tag: string, area: FeatureArea) =>
  area === 'leadgen' ? `/home/leadgen/customer/${encodeURIComponent(tag)}/my-qrcode` : `/customer/${encodeURIComponent(tag)}/account/my_qrcodes`;

/**
 * A new account's offers page says what to do first rather than showing empty lists. No record says
 * a poster was printed: the first visitor (a contact or a coupon) is what shows the QR code is up.
 * Gone once the account has an advantage and a first visitor.
 */
export function OffersFirstSteps({ tag, area, onCreate }: { tag: string; area: FeatureArea; onCreate: () => void }) {
  const { t } = useTranslation(LEADGEN_NS);
  const advantages = useAdvantages(tag);
  const places = useEstablishments(tag);
  const contacts = useContactCount(tag);
  const coupons = useCouponCount(tag);
  if (!advantages.data || !places.data || contacts.data === undefined || coupons.data === undefined) return null;

  const hasAdvantage = advantages.data.length > 0;
  const visited = contacts.data > 0 || coupons.data > 0;
  if (hasAdvantage && visited) return null;

  const steps: FirstStep[] = [];
  // No establishment yet: no QR code to print either; onboarding's first step creates one.
  if (places.data.length === 0) steps.push({ id: 'establishment', label: t('advantages.firstSteps.establishment'), to: `/customer/${encodeURIComponent(tag)}/first-step`, done: false });
  steps.push(
    { id: 'poster', label: t('advantages.firstSteps.poster'), to: qrCodesPath(tag, area), done: visited },
    { id: 'advantage', label: t('advantages.firstSteps.advantage'), onClick: onCreate, done: hasAdvantage },
  );
  const withoutCode = places.data.find((place) => !place.seller_code_set);
  const first = withoutCode ?? places.data[0];
  if (first) steps.push({ id: 'seller-code', label: t('advantages.firstSteps.sellerCode'), to: sellerCodesPath(tag, first.id), done: !withoutCode });

  return <FirstSteps title={t('advantages.firstSteps.title')} intro={t('advantages.firstSteps.intro')} steps={steps} footer={t('advantages.firstSteps.footer')} />;
}
