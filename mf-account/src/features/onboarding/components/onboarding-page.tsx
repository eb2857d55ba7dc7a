import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ONBOARDING_STEPS, type OnboardingStep } from '@erep/shared/schemas';
import { Page, Spinner, Stepper } from '@erep/shared/ui';
import { useAccountBreadcrumbs } from '../../../hooks/use-account-breadcrumbs';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useOnboarding } from '../api/get-onboarding';
import { EstablishmentStep } from './establishment-step';
import { NewSellerCode } from './new-seller-code';
import { PublicFormStep } from './public-form-step';
import { ReadyStep } from './ready-step';
import { LoadFailed } from '../../../components/load-failed';

const rank = (step: OnboardingStep) => ONBOARDING_STEPS.indexOf(step);

/**
 * The three onboarding steps: /customer/{tag}/first-step (the welcome, step 1) and
 * /customer/{tag}/step-view/{step}. /step-view alone shows the step where the customer stopped; a
 * step not reached yet sends back to the one to do.
 */
export function OnboardingPage({ entry }: { entry: 'first-step' | 'step-view' }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { tag = '', step: param } = useParams();
  const section = entry === 'first-step' ? 'firstStep' : 'stepView';
  const title = useAccountBreadcrumbs(section);
  const state = useOnboarding(tag);
  const navigate = useNavigate();
  // Held here, not by step 1: saving moves the customer's step on, and the code must stay on screen.
  const [sellerCode, setSellerCode] = useState<string | null>(null);
  const labels = ONBOARDING_STEPS.map((step) => t(`onboarding.steps.${step}`));

  const frame = (content: ReactNode, current = 0) => (
    <Page title={title} description={t(`sections.${section}.description`)} testId={`account-${section}`}>
      <Stepper steps={labels} current={current} />
      {content}
    </Page>
  );

  if (state.isPending) return frame(<Spinner label={t('loading')} />);
  if (state.isError) {
    return frame(
      <LoadFailed onRetry={state.refetch} />,
    );
  }

  const requested = entry === 'first-step' ? 'first-step' : ONBOARDING_STEPS.find((s) => s === param);
  const base = `/customer/${tag}/step-view`;
  if (entry === 'step-view' && param !== undefined && !requested) return <Navigate to={base} replace />;
  // /step-view alone shows the step to resume at (sign-in lands there).
  const step = requested ?? state.data.step;
  if (rank(step) > rank(state.data.step)) return <Navigate to={`${base}/${state.data.step}`} replace />;

  if (sellerCode) {
    return frame(
      <NewSellerCode
        code={sellerCode}
        onContinue={() => {
          setSellerCode(null);
          navigate(`${base}/second-step`);
        }}
      />,
    );
  }
  const content =
    step === 'first-step' ? (
      <EstablishmentStep tag={tag} state={state.data} next={`${base}/second-step`} onCreated={setSellerCode} />
    ) : step === 'second-step' ? (
      <PublicFormStep tag={tag} state={state.data} back={`${base}/first-step`} next={`${base}/third-step`} />
    ) : (
      <ReadyStep tag={tag} state={state.data} back={`${base}/second-step`} />
    );
  return frame(content, rank(step));
}
