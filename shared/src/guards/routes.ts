import type { RemoteContract, RemoteManifest, RemoteName } from '@erep/shared/schemas';
// The constants without the schemas module (and its validation library): boot code stays light.
import { ROLES } from '../schemas/constants';
import type { SessionState } from '@erep/shared/session';

/** The destinations the spec's guards and sign-in name (section 4), offered by whichever remote owns them. */
export const ROUTE_NAMES = {
  customers: 'customers',
  establishments: 'establishments',
  connectedHome: 'connectedHome',
  step: 'step',
} as const;
export type RouteName = (typeof ROUTE_NAMES)[keyof typeof ROUTE_NAMES];

export interface ContractEntry {
  name: RemoteName;
  contract?: RemoteContract | undefined;
}

/**
 * Where contracts come from: a manifest or its entries. A bare remote name (or an entry without
 * `contract`) contributes nothing: only what a remote declares is known.
 */
export type ContractSource = RemoteManifest | readonly (ContractEntry | RemoteName)[] | null | undefined;

/** What the enabled remotes declare, resolved once: named path templates and landing templates. */
export interface RouteBook {
  /** Route name to path template; the first remote in manifest order that offers a name keeps it. */
  routes: ReadonlyMap<string, string>;
  /** Landing templates, in navbar order (a remote's lowest nav order; manifest order on ties). */
  landings: readonly string[];
}

type GuardSession = Pick<SessionState, 'token' | 'user'>;

function entriesOf(source: ContractSource): ContractEntry[] {
  if (!source) return [];
  const list = 'remotes' in source ? source.remotes : source;
  return list.filter((entry): entry is ContractEntry => typeof entry === 'object' && entry !== null);
}

const navRank = (contract: RemoteContract): number =>
  contract.nav.reduce((lowest, item) => Math.min(lowest, item.order ?? Number.POSITIVE_INFINITY), Number.POSITIVE_INFINITY);

export function routeBook(source: ContractSource): RouteBook {
  const routes = new Map<string, string>();
  const landings: { path: string; rank: number; index: number }[] = [];
  entriesOf(source).forEach(({ contract }, index) => {
    if (!contract) return;
    for (const [name, path] of Object.entries(contract.routes ?? {})) {
      if (!routes.has(name)) routes.set(name, path);
    }
    if (contract.landing) landings.push({ path: contract.landing, rank: navRank(contract), index });
  });
  landings.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return { routes, landings: landings.map((l) => l.path) };
}

export const EMPTY_ROUTE_BOOK: RouteBook = { routes: new Map(), landings: [] };

/**
 * Fills a path template for this session: `:tag` is the customer's tag. Null when the template
 * needs a parameter the session cannot give (no customer, or any other `:param`).
 */
export function fillPath(template: string, session: Pick<SessionState, 'user'>): string | null {
  const tag = session.user?.customer?.tag;
  let missing = false;
  const path = template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, param: string) => {
    if (param === 'tag' && tag) return encodeURIComponent(tag);
    missing = true;
    return '';
  });
  return missing ? null : path;
}

/** A named destination for this session, or null when no enabled remote offers it (or it needs a tag). */
export function routePath(book: RouteBook, name: RouteName, session: Pick<SessionState, 'user'>): string | null {
  const template = book.routes.get(name);
  return template === undefined ? null : fillPath(template, session);
}

/** The first enabled area's landing this session can open. */
export function firstLanding(book: RouteBook, session: Pick<SessionState, 'user'>): string | null {
  for (const template of book.landings) {
    const path = fillPath(template, session);
    if (path) return path;
  }
  return null;
}

function hasRole(session: GuardSession, role: string): boolean {
  return session.user?.roles.includes(role) ?? false;
}

/** The spec's login guard choice, as a route name. */
function loginRoute(session: GuardSession): RouteName {
  const user = session.user;
  if (user && hasRole(session, ROLES.partner) && (user.partner || user.customer)) return ROUTE_NAMES.customers;
  if (user?.customer && hasRole(session, ROLES.customer)) return ROUTE_NAMES.establishments;
  return ROUTE_NAMES.connectedHome;
}

/**
 * Where the login page sends a user who already has a token; null shows the login page.
 * Spec: partner with a partner or customer -> customers list; customer with a customer -> its
 * establishment list; otherwise the connected-user home. When the plan does not enable the remote
 * offering that page, the first enabled area's landing.
 */
export function loginGuard(session: GuardSession, book: RouteBook): string | null {
  return session.token ? resolveLanding(session, book) : null;
}

/**
 * Landing page of the back office: partners see customers, customers their establishments, others
 * the connected-user home. Null when no enabled remote offers that page.
 */
export function connectedHomeGuard(session: GuardSession, book: RouteBook): string | null {
  const user = session.user;
  let name: RouteName = ROUTE_NAMES.connectedHome;
  if (user && hasRole(session, ROLES.erep) && hasRole(session, ROLES.partner)) name = ROUTE_NAMES.customers;
  else if (user?.customer && hasRole(session, ROLES.customer)) name = ROUTE_NAMES.establishments;
  return routePath(book, name, session);
}

/**
 * Where sign-in lands, or null when nothing enabled can be opened. Spec "Sign-in": a customer
 * without an establishment goes to Step; otherwise Home, the login guard's choice, which falls back
 * to the first enabled area so a Lead-Gen customer never starts on a page its plan lacks.
 */
export function resolveLanding(session: GuardSession, book: RouteBook, options: { hasEstablishment?: boolean } = {}): string | null {
  const customer = session.user?.customer && hasRole(session, ROLES.customer);
  if (customer && options.hasEstablishment === false) {
    const step = routePath(book, ROUTE_NAMES.step, session);
    if (step) return step;
  }
  return routePath(book, loginRoute(session), session) ?? firstLanding(book, session);
}

/**
 * Sign-in's destination from the manifest of the new session. Without contracts (say, only the
 * enabled remotes' names) it answers `/`, where the shell resolves the landing once the manifest
 * of this session is in effect.
 */
export function landingPath(session: GuardSession, source: ContractSource, options: { hasEstablishment?: boolean } = {}): string {
  return resolveLanding(session, routeBook(source), options) ?? '/';
}
