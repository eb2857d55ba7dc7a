import { existsSync } from 'node:fs';

/** Debian's headless shell when there (what `.ci/run` installs), else the desktop browser; `CHROME_PATH` overrides both. */
export const chromePath =
  process.env.CHROME_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';
