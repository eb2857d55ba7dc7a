import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Id of the selected tab. */
  value: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
  /** Content of the selected tab, rendered in its tab panel. */
  children?: ReactNode;
  className?: string;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move focus and select. */
export function Tabs({ tabs, value, onChange, label, children, className }: TabsProps) {
  const baseId = `erep-tabs-${useId()}`;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);

  function select(id: string | undefined) {
    if (id === undefined) return;
    refs.current.get(id)?.focus();
    if (id !== value) onChange(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = enabled.findIndex((tab) => tab.id === value);
    const last = enabled.length - 1;
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = index >= last ? 0 : index + 1;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = index <= 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    select(enabled[next]?.id);
  }

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const selectedExists = tabs.some((tab) => tab.id === value);

  return (
    <div className={['erep-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="erep-tabs__list">
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={selected ? panelId(tab.id) : undefined}
              tabIndex={selected || (!selectedExists && tab.id === enabled[0]?.id) ? 0 : -1}
              disabled={tab.disabled}
              className={`erep-tabs__tab${selected ? ' erep-tabs__tab--selected' : ''}`}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {children !== undefined && selectedExists ? (
        <div role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} className="erep-tabs__panel" tabIndex={0}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
