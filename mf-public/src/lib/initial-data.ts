/** Data the server rendered into the page, used once so the take-over shows the same content at once. */
export interface InitialData {
  kind: string;
  path: string;
  /** What the visitor already entered in the pre-rendered form, and where the focus was. */
  form?: Record<string, string>;
  focus?: { id: string; name: string; value: string } | null;
  [key: string]: unknown;
}

function snapshot(): Pick<InitialData, 'form' | 'focus'> {
  const form = document.querySelector<HTMLFormElement>('#root form');
  const values: Record<string, string> = {};
  if (form) for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  const active = document.activeElement as HTMLInputElement | null;
  const focus = active && form?.contains(active) ? { id: active.id, name: active.name ?? '', value: active.value ?? '' } : null;
  return { form: values, focus };
}

/** The server-rendered data of this path; null when there is none. */
function readServerData(path: string): InitialData | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById('erep-public-data');
  if (!el?.textContent) return null;
  try {
    const data = JSON.parse(el.textContent) as InitialData;
    if (data.path !== path) return null;
    // Used once: later visits inside the app load fresh data.
    el.remove();
    return data;
  } catch {
    return null;
  }
}

let captured: InitialData | null = null;

/** Keeps the server-rendered data of the page the remote was loaded on, before any navigation. */
export function captureServerPage(): void {
  if (typeof location !== 'undefined') captured = readServerData(location.pathname);
}

/**
 * What the server rendered for this path, once, with what was typed so far: read while rendering,
 * when the server's form is still the one on screen (the root's commit replaces it).
 */
export function takeInitialData(path: string): InitialData | null {
  const data = captured?.path === path ? captured : readServerData(path);
  if (captured?.path === path) captured = null;
  return data ? { ...data, ...snapshot() } : null;
}
