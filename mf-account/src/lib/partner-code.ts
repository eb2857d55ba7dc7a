import { getSession } from '@erep/shared/session';
import { resolvePartnerCode } from '@erep/shared/theme';

/** The partner whose support answers: a partner user's own, else the page's (the shell's rule). */
export function currentPartnerCode(): string {
  return getSession().user?.partner?.code ?? resolvePartnerCode();
}
