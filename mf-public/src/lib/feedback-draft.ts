/**
 * What a visitor typed into a feedback form, kept for the session (sessionStorage) per page path, so
 * leaving for the terms and coming Back restores it. The server-rendered page restores the same key
 * (api public-pages views), so the format is the form's own: field name to string value.
 */
export const DRAFT_PREFIX = 'erep_feedback_draft:';

export type Draft = Record<string, string>;

export function readDraft(path: string): Draft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_PREFIX + path);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return null;
    const out: Draft = {};
    for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
    return out;
  } catch {
    return null;
  }
}

/** Form values as the HTML form would post them: ticked boxes as 'on', unticked ones left out. */
export function saveDraft(path: string, values: Record<string, unknown>): void {
  const draft: Draft = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === true) draft[k] = 'on';
    else if (typeof v === 'string' && v !== '') draft[k] = v;
    else if (typeof v === 'number') draft[k] = String(v);
  }
  try {
    sessionStorage.setItem(DRAFT_PREFIX + path, JSON.stringify(draft));
  } catch {
    // Without storage the form simply is not kept.
  }
}

export function clearDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
