import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { SessionUser } from '@erep/shared/schemas';

export type BusHandler<T> = (payload: T) => void;

/**
 * How one event behaves. A replayed event is a state (the last value is kept and handed to late
 * subscribers); a transient one is a moment (a subscriber sees only what is emitted after it).
 * `payload` exists for its type only.
 */
export interface EventDef<T, R extends boolean = boolean> {
  readonly replay: R;
  readonly payload?: T;
}

export const replayed = <T>(): EventDef<T, true> => ({ replay: true });
export const transient = <T>(): EventDef<T, false> => ({ replay: false });

export type EventDefs = Record<string, EventDef<unknown>>;
export type PayloadOf<D extends EventDefs, K extends keyof D> = D[K] extends EventDef<infer T> ? T : never;
/** The names of the events that keep their last value. */
export type ReplayedName<D extends EventDefs> = { [K in keyof D]: D[K] extends EventDef<unknown, true> ? K : never }[keyof D];

export interface OnOptions {
  /** For a replayed event: false skips the replay of the last value to this subscriber. */
  replay?: boolean;
}

export interface EventBus<D extends EventDefs> {
  emit<K extends keyof D>(name: K, payload: PayloadOf<D, K>): void;
  on<K extends keyof D>(name: K, handler: BusHandler<PayloadOf<D, K>>, opts?: OnOptions): () => void;
  last<K extends ReplayedName<D>>(name: K): PayloadOf<D, K> | undefined;
  /** Forgets every last value; subscriptions stay in place. */
  clear(): void;
}

export function createEventBus<D extends EventDefs>(defs: D): EventBus<D> {
  const handlers = new Map<keyof D, Set<BusHandler<never>>>();
  const lastValues = new Map<keyof D, unknown>();

  function call<T>(name: keyof D, handler: BusHandler<T>, payload: T): void {
    try {
      handler(payload);
    } catch (error) {
      console.error(`[bus] handler for "${String(name)}" failed`, error);
    }
  }

  return {
    emit(name, payload) {
      if (defs[name]?.replay) lastValues.set(name, payload);
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
        call(name, handler, lastValues.get(name) as PayloadOf<D, typeof name>);
      }
      return () => {
        set.delete(stored);
      };
    },
    last(name) {
      return lastValues.get(name) as PayloadOf<D, typeof name> | undefined;
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

/** Who is signed in, as the session module announces it (its full state satisfies this). */
export interface SessionChange {
  token: string | null;
  user: SessionUser | null;
}

/** Every app event, with its behaviour (an event nobody emits or handles does not belong here). */
export const APP_EVENTS = {
  /** Session module -> the shared query cache (cleared when the user changes). */
  'session:changed': replayed<SessionChange>(),
  /** Emitted by the i18n service after a switch. */
  /** Shell boot -> the loading overlay. */
  loading: replayed<boolean>(),
  /** A page -> the shell's header; the header may mount after the page has published. */
  breadcrumbs: replayed<Breadcrumb[]>(),
  /** Any remote -> the toaster; a toast is shown once, never replayed to a late subscriber. */
  toast: transient<ToastEvent>(),
};
export type AppEventDefs = typeof APP_EVENTS;
export type AppEventName = keyof AppEventDefs;
export type AppEventPayload<K extends AppEventName> = PayloadOf<AppEventDefs, K>;

export const appBus = createEventBus(APP_EVENTS);

/** The last value of a replayed app event, re-rendering when a new one is emitted. */
export function useBusValue<K extends ReplayedName<AppEventDefs>>(name: K): AppEventPayload<K> | undefined {
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
