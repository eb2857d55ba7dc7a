/** The product under test, as `npm start` serves it. */
export const port = Number(process.env.E2E_PORT ?? 8181);
/**
 * A second server of its own for the release tests: they promote, roll back and corrupt remotes for
 * every partner, which must not reach the pages the other tests open meanwhile.
 */
export const releasesPort = port + 1;

export const dataDirOf = (serverPort: number): string => new URL(`.data/${serverPort}`, import.meta.url).pathname;
