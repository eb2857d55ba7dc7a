import { resolvePartnerCode } from '@erep/shared/theme';

/** The partner whose brand the page wears: the shell's own rule (host name; `?partner=` in demo mode only). */
export const currentPartnerCode = (): string => resolvePartnerCode();

/** This application's address, sent as app_url so mails and payments link back here. */
export const appUrl = (): string => window.location.origin;
