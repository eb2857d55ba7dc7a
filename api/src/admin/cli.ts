import { open, rm, type FileHandle } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Db } from '../db/client';
import { randomToken } from '../lib/ids';
import { removeDemoAccounts } from '../seed/demo-accounts';
import { addDomain, CommandError, createPartner, createPlan, createUser, erasePersonEverywhere } from './commands';

export const USAGE = `Usage: npm run admin -- <command> [options]

  create-partner --code <code> --brand <name> [--title <title>] [--language fr|en|sp] [--domain <host>]...
  add-domain     --partner <code> --domain <host>
  create-plan    --tag <tag> --name <name> --remote mf-leadgen [--remote mf-erep]...
                 [--price-code <stripe price id>] [--amount-cents 3900 --currency EUR --period month|year]
                 [--partner <code>] (sold by that partner alone; by every partner otherwise)
  create-user    --email <email> --role ROLE_EREP [--role ROLE_PARTNER --partner <code>]
                 [--first-name <name>] [--last-name <name>] [--password-file <path>]
  remove-demo-accounts
                 deletes the accounts the demo data created (admin@demo.test and the others), whose
                 password is published: production refuses to start while they exist
  erase-person   --email <email> --operator <who asked, e.g. your name or the ticket>
                 (every customer's contact with the address, their reviews' names and open coupons,
                 and every mail to the address, whoever sent it; written to the audit log)

create-user generates a strong password and never writes it to a log: with --password-file it is
written to that new file (mode 600) only; otherwise it is shown once on the terminal, and the
command refuses to run when its output is not a terminal (a pipe or a log collector).
The database is the server's: DATABASE_URL, or the embedded one in DATA_DIR (stop that server first).`;

export interface CliIo {
  /** What the operator sees; never receives a password unless `isTTY`. */
  out: (text: string) => void;
  /** Whether `out` is an interactive terminal. */
  isTTY: boolean;
}

/** Runs one admin command; returns the exit code. */
export async function runAdmin(argv: string[], db: Db, io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    strict: true,
    options: {
      code: { type: 'string' },
      brand: { type: 'string' },
      title: { type: 'string' },
      language: { type: 'string' },
      domain: { type: 'string', multiple: true },
      partner: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string', multiple: true },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'password-file': { type: 'string' },
      tag: { type: 'string' },
      name: { type: 'string' },
      remote: { type: 'string', multiple: true },
      'price-code': { type: 'string' },
      'amount-cents': { type: 'string' },
      currency: { type: 'string' },
      period: { type: 'string' },
      operator: { type: 'string' },
    },
  });
  try {
    switch (command) {
      case 'create-partner': {
        const partner = await createPartner(db.orm, {
          code: values.code ?? '',
          brand: values.brand ?? '',
          ...(values.title ? { title: values.title } : {}),
          ...(values.language ? { language: values.language } : {}),
          domains: values.domain ?? [],
        });
        io.out(`Partner ${partner.code} created (id ${partner.id}).\n`);
        return 0;
      }
      case 'add-domain': {
        const [domain] = values.domain ?? [];
        if (!values.partner || !domain) throw new CommandError('Give --partner <code> and --domain <host>.');
        io.out(`${await addDomain(db.orm, values.partner, domain)} now serves partner ${values.partner}.\n`);
        return 0;
      }
      case 'create-plan': {
        const amount = values['amount-cents'];
        const plan = await createPlan(db.orm, {
          tag: values.tag ?? '',
          name: values.name ?? '',
          remotes: values.remote ?? [],
          ...(values['price-code'] ? { priceCode: values['price-code'] } : {}),
          ...(amount !== undefined ? { amountCents: /^\d+$/.test(amount) ? Number(amount) : Number.NaN } : {}),
          ...(values.currency ? { currency: values.currency } : {}),
          ...(values.period ? { period: values.period } : {}),
          ...(values.partner ? { partnerCode: values.partner } : {}),
        });
        io.out(`Plan ${plan.tag} created (id ${plan.id}).\n`);
        return 0;
      }
      case 'create-user': {
        const file = values['password-file'];
        if (!file && !io.isTTY) {
          throw new CommandError('The generated password is shown only on a terminal: run this in one, or give --password-file <path>.');
        }
        const password = randomToken(18);
        // Claimed before the user exists ('wx': never overwrite a file the operator did not mean to give),
        // so a bad path cannot leave an account whose password nobody has.
        let handle: FileHandle | null = null;
        if (file) {
          try {
            handle = await open(file, 'wx', 0o600);
          } catch {
            throw new CommandError(`Could not create ${file}: give the path of a new file in a folder you can write to.`);
          }
        }
        const created = createUser(db.orm, {
          email: values.email ?? '',
          roles: values.role ?? [],
          password,
          ...(values.partner ? { partnerCode: values.partner } : {}),
          ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
          ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
        });
        const user = await created.catch(async (err: unknown) => {
          await handle?.close();
          if (file) await rm(file, { force: true });
          throw err;
        });
        if (handle && file) {
          await handle.writeFile(`${password}\n`);
          await handle.close();
          io.out(`User ${user.id} created; the password is in ${file} (read it, then delete the file).\n`);
        } else {
          io.out(`User ${user.id} created. Password, shown this once: ${password}\n`);
        }
        return 0;
      }
      case 'remove-demo-accounts': {
        const removed = await removeDemoAccounts(db.orm);
        io.out(removed.length > 0 ? `Removed the demo accounts ${removed.join(', ')}.\n` : 'No demo account was left.\n');
        return 0;
      }
      case 'erase-person': {
        const done = await erasePersonEverywhere(db.orm, values.email ?? '', values.operator ?? '');
        io.out(
          `Erased: ${done.contacts} contact(s), ${done.reviews_anonymised} review(s) anonymised, ${done.coupons_cancelled} coupon(s) cancelled, ${done.mails_redacted} mail(s) redacted.\n`,
        );
        return 0;
      }
      default:
        io.out(`${USAGE}\n`);
        return command ? 2 : 0;
    }
  } catch (err) {
    if (err instanceof CommandError) {
      io.out(`${err.message}\n`);
      return 1;
    }
    throw err;
  }
}
