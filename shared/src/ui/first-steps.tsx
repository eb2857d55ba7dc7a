import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from './icons';

/** One thing a new account does first: a page to open or an action to take, and whether it is done. */
export interface FirstStep {
  id: string;
  label: string;
  /** Where the step is done (a path inside the back office)… */
  to?: string;
  /** …or the action that does it. */
  onClick?: () => void;
  /** Undefined when the account's state cannot tell. */
  done?: boolean;
}

export interface FirstStepsProps {
  title: ReactNode;
  intro?: ReactNode;
  steps: readonly FirstStep[];
  /** What happens once the steps are done. */
  footer?: ReactNode;
  className?: string;
}

/** What a new account does first, in order, in place of empty figures. */
export function FirstSteps({ title, intro, steps, footer, className }: FirstStepsProps) {
  const { t } = useTranslation('shared');
  return (
    <section className={['erep-empty', 'erep-first-steps', className].filter(Boolean).join(' ')} data-testid="first-steps">
      <p className="erep-empty__title">{title}</p>
      {intro ? <p className="erep-empty__description">{intro}</p> : null}
      <ol className="erep-first-steps__list">
        {steps.map((step) => (
          <li key={step.id} className={step.done ? 'erep-first-steps__step erep-first-steps__step--done' : 'erep-first-steps__step'} data-step={step.id} data-done={step.done === undefined ? undefined : String(step.done)}>
            {step.done ? <Icon name="check" size={16} /> : null}
            {step.to ? (
              <Link to={step.to}>{step.label}</Link>
            ) : (
              <button type="button" className="erep-first-steps__action" onClick={step.onClick}>
                {step.label}
              </button>
            )}
            {step.done ? <span className="erep-first-steps__done">{t('completed')}</span> : null}
          </li>
        ))}
      </ol>
      {footer ? <p className="erep-empty__description">{footer}</p> : null}
    </section>
  );
}
