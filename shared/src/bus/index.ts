import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { LanguageCode } from '@erep/shared/schemas';
import type { SessionState } from '@erep/shared/session';

export type BusHandler<T> = (payload: T) => void;

export interface OnOptions {
  /** Call the handler at once with the last emitted value, if any (default true). */
  replay?: boolean;
}

export interface EventBus<E> {
  emit<K extends keyof E>(name: K, payload: E[K]): void;
  on<K extends keyof E>(name: K, handler: BusHandler<E[K]>, opts?: OnOptions): () => void;
  last<K extends keyof E>(name: K): E[K] | undefined;
  /** Forgets every last value; subscriptions stay in place. */
  clear(): void;
}

// `Record<keyof E, unknown>` rather than `Record<string, unknown>` so interfaces are accepted.
export function createEventBus<E extends Record<keyof E, unknown>>(): EventBus<E> {
  const handlers = new Map<keyof E, Set<BusHandler<never>>>();
  const lastValues = new Map<keyof E, unknown>();

  function call<T>(name: keyof E, handler: BusHandler<T>, payload: T): void {
    try {
      handler(payload);
    } catch (error) {
      console.error(`[bus] handler for "${String(name)}" failed`, error);
    }
  }

  return {
    emit(name, payload) {
      lastValues.set(name, payload);
      const set = handlers.get(name);
      if (!set) return;
      // Copy so handlers that unsubscribe while running do not skip their neighbours.
      for (const handler of [...set]) call(name, handler as BusHandler<typeof payload>, payload);
    },
    on(name, handler, opts) {
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
      }
      const stored = handler as BusHandler<never>;
      set.add(stored);
      if ((opts?.replay ?? true) && lastValues.has(name)) {
        call(name, handler, lastValues.get(name) as E[typeof name]);
      }
      return () => {
        set.delete(stored);
      };
    },
    last(name) {
      return lastValues.get(name) as E[typeof name] | undefined;
    },
    clear() {
      lastValues.clear();
    },
  };
}

export interface Breadcrumb {
  label: string;
  to?: string;
}

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastEvent {
  kind: ToastKind;
  message: string;
  title?: string;
}

export interface AppEvents {
  'session:changed': SessionState;
  'language:changed': LanguageCode;
  loading: boolean;
  breadcrumbs: Breadcrumb[];
  toast: ToastEvent;
  navigate: { to: string; replace?: boolean };
  'must-refresh': boolean;
}

export const appBus = createEventBus<AppEvents>();

/** The last value of an app event, re-rendering when a new one is emitted. */
export function useBusValue<K extends keyof AppEvents>(name: K): AppEvents[K] | undefined {
  const subscribe = useCallback((notify: () => void) => appBus.on(name, notify, { replay: false }), [name]);
  const snapshot = useCallback(() => appBus.last(name), [name]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Publishes a page's breadcrumbs to the shell's header while the page is shown. */
export function useBreadcrumbs(crumbs: Breadcrumb[]): void {
  const key = JSON.stringify(crumbs);
  useEffect(() => {
    appBus.emit('breadcrumbs', JSON.parse(key) as Breadcrumb[]);
    return () => appBus.emit('breadcrumbs', []);
  }, [key]);
}
