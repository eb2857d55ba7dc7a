import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import type { OnboardingEstablishmentInput } from '@erep/shared/schemas';

/**
 * The new-establishment draft of the shared application state (spec section 3): what the customer
 * typed in step 1, kept across leaving and coming back (this browser), until saved or reset.
 */
export type EstablishmentDraft = Partial<Record<keyof OnboardingEstablishmentInput, string>>;

const key = (tag: string) => `establishment_draft:${tag}`;

function read(tag: string): EstablishmentDraft {
  try {
    const raw = localStorage.getItem(key(tag));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as EstablishmentDraft) : {};
  } catch {
    return {};
  }
}

function write(tag: string, draft: EstablishmentDraft | null): void {
  try {
    if (draft === null) localStorage.removeItem(key(tag));
    else localStorage.setItem(key(tag), JSON.stringify(draft));
  } catch {
    // Storage disabled: the draft lasts as long as the page.
  }
}

const draftsAtom = atom<Record<string, EstablishmentDraft>>({});

export function useEstablishmentDraft(tag: string) {
  const [drafts, setDrafts] = useAtom(draftsAtom);
  const draft = drafts[tag] ?? read(tag);
  const update = useCallback(
    (next: EstablishmentDraft) => {
      write(tag, next);
      setDrafts((all) => ({ ...all, [tag]: next }));
    },
    [tag, setDrafts],
  );
  const reset = useCallback(() => {
    write(tag, null);
    setDrafts((all) => ({ ...all, [tag]: {} }));
  }, [tag, setDrafts]);
  return { draft, update, reset };
}
