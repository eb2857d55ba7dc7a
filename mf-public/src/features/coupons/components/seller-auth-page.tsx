import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { PublicLayout } from '../../../components/public-layout';
import { useCoupon } from '../api/get-coupon';
import { useSellerSession } from '../hooks/use-seller-session';
import { couponBrand } from '../lib/coupon-brand';
import { SellerSignInForm } from './seller-sign-in-form';

/** /public/customer/:tag/discount/auth/:discountTag?redirect= — the seller signs in with the establishment code. */
export function SellerAuthPage() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const location = useLocation();
  const { tag = '', discountTag = '' } = useParams();
  // The coupon names the customer: its brand paints from the first frame (the server page carries it).
  const coupon = useCoupon(discountTag).data;
  const [seller] = useSellerSession(tag);
  const ended = Boolean((location.state as { ended?: boolean } | null)?.ended);
  const redirect = new URLSearchParams(location.search).get('redirect');
  // Only back to a visitor page: the redirect comes from the URL.
  const target = redirect && redirect.startsWith('/public/') ? redirect : `/public/discount/validation/${discountTag}`;
  // Signed in on this device already: straight on, the code is asked once per shift.
  if (seller) return <Navigate to={target} replace />;
  return (
    <PublicLayout brand={coupon && coupon.customer.tag === tag ? couponBrand(coupon) : null} testId="public-sellerAuth">
      <section className="pf-card">
        <h1>{t('sections.sellerAuth.title')}</h1>
        <p className="pf-lead">{t('seller.intro')}</p>
        <SellerSignInForm customer={tag} ended={ended} onSignedIn={() => navigate(target, { replace: true })} />
      </section>
    </PublicLayout>
  );
}
