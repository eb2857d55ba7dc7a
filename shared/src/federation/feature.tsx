import { Component, isValidElement, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { FeatureId, FeatureModule, FeatureProps } from './contract';
import { loadFederated } from './loader';
import { failureOf, SlotFrame, useSlotState } from './slot';

type FeatureComponent = ComponentType<FeatureProps>;

// Function components, and memo/forwardRef objects.
function isComponent(value: unknown): value is FeatureComponent {
  if (typeof value === 'function') return true;
  return !!value && typeof value === 'object' && '$$typeof' in value && !isValidElement(value);
}

function pickFeature(module: unknown): FeatureComponent | null {
  const candidate = (module as Partial<FeatureModule> | null)?.default;
  return isComponent(candidate) ? candidate : null;
}

/** Loads a feature module's component through the host's federation runtime. */
export function loadFeature(id: FeatureId, attempt: number): Promise<FeatureComponent> {
  return loadFederated(id, attempt, pickFeature);
}

class FeatureBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

interface FederatedFeatureProps extends FeatureProps {
  id: FeatureId;
  /** How the component is obtained (tests); default: through the host's runtime. */
  load?: (id: FeatureId, attempt: number) => Promise<FeatureComponent>;
}

/**
 * Shows another remote's feature module in this remote's tree, with the shell slot's loading
 * state, timeout, retry and error boundary: a failing owner leaves a retry, never a blank page.
 */
export function FederatedFeature({ id, load = loadFeature, ...props }: FederatedFeatureProps) {
  const { attempt, state, setState, retry } = useSlotState();
  const [feature, setFeature] = useState<{ Component: FeatureComponent; id: FeatureId; attempt: number } | null>(null);

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    load(id, attempt)
      .then((Loaded) => {
        if (!current) return;
        setFeature({ Component: Loaded, id, attempt });
        setState({ kind: 'mounted' });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (current) setState({ kind: 'error', reason: failureOf(error) });
      });
    return () => {
      current = false;
    };
  }, [id, attempt, load, setState]);

  // Only what this id and attempt loaded: never the previous feature while the next one loads.
  const Loaded = feature?.id === id && feature.attempt === attempt ? feature.Component : null;
  return (
    <SlotFrame state={state} onRetry={retry} attributes={{ 'data-feature': id }}>
      {Loaded && (
        // A fresh boundary per attempt: a retry renders the feature again.
        <FeatureBoundary key={`${id}#${attempt}`} onError={() => setState({ kind: 'error', reason: 'render' })}>
          <Loaded {...props} />
        </FeatureBoundary>
      )}
    </SlotFrame>
  );
}
