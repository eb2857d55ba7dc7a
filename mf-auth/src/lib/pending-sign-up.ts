// The hand-off to the payment pages lives in shared: the account area starts payments too.
export { clearPending, pendingAuth, readPending, savePending, type PendingSignUp } from '@erep/shared/session';
