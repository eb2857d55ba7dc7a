import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

export interface StepperProps {
  steps: readonly string[];
  /** Index of the current step (0-based). */
  current: number;
  className?: string;
}

export function Stepper({ steps, current, className }: StepperProps) {
  const { t } = useTranslation('shared');
  return (
    <nav className={['erep-stepper', className].filter(Boolean).join(' ')} aria-label={t('steps')}>
      <p className="erep-visually-hidden">{t('step_of', { current: Math.min(current + 1, steps.length), total: steps.length })}</p>
      <ol className="erep-stepper__list">
        {steps.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={`${index}-${label}`}
              className={`erep-stepper__step erep-stepper__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="erep-stepper__marker" aria-hidden="true">
                {state === 'done' ? <Icon name="check" size={14} /> : index + 1}
              </span>
              <span className="erep-stepper__label">
                {label}
                {state === 'done' ? <span className="erep-visually-hidden"> ({t('completed')})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
