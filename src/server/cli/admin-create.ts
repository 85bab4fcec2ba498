// `npm run admin:create -- --email priya@example.in --name "Priya Shah"`: migrates the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR) and makes that person an admin: a new
// account with the password typed twice on the terminal (never echoed), or ADMIN_PASSWORD for
// scripts; an existing account is promoted and keeps its name and password. This is how a
// production shop gets its first admin: it never has a default one (DESIGN.md section 10).
// It refuses while the shop runs on the same embedded database (PGlite allows one process).
import { createAdmin, findAccount, parseAdminEmail, parseAdminName, parseAdminPassword, promoteToAdmin } from '../auth/admin-account.ts';
import { dbOptionsFromEnv, openDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { loggableMessage } from '../loggable.ts';
import { secretPrompt } from './ask-secret.ts';
import { commandEnv, readArgs, refuseDatabaseLogin, refuseWhileShopRuns } from './cli.ts';

const USAGE = 'Usage: npm run admin:create -- --email you@example.in --name "Your Name"';

/** A problem with what the operator typed: shown as a sentence, never as a stack trace. */
class Refused extends Error {}
const fail = (message: string): never => {
  throw new Refused(message);
};

function readAdminArgs(): { email: string; name?: string } {
  const { values } = readArgs('admin', USAGE, { email: { type: 'string' }, name: { type: 'string' } });
  if (values.email === undefined) fail(`Please give the admin's email with --email.\n${USAGE}`);
  const email = parseAdminEmail(values.email);
  if ('problem' in email) return fail(email.problem);
  return { email: email.value, name: values.name };
}

/** The password from ADMIN_PASSWORD, or typed twice without echo. */
async function newPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  const typed = fromEnv ?? (await askTwice());
  const password = parseAdminPassword(typed);
  if ('problem' in password) return fail(fromEnv === undefined ? password.problem : `ADMIN_PASSWORD: ${password.problem}`);
  return password.value;
}

async function askTwice(): Promise<string> {
  const prompt = secretPrompt();
  try {
    const first = await prompt.ask('Password for the new admin (not shown): ');
    const again = await prompt.ask('The same password again: ');
    if (first !== again) return fail('The two passwords are not the same. Nothing was changed.');
    return first;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  } finally {
    prompt.close();
  }
}

async function main() {
  const args = readAdminArgs();
  const env = commandEnv('admin');
  await refuseWhileShopRuns(env, 'admin', 'Nothing was changed.');
  await refuseDatabaseLogin(env, 'admin', 'Nothing was changed.');
  const where = env.DATABASE_URL ? 'the PostgreSQL database' : `the embedded database in ${env.DATA_DIR}`;
  const handle = await openDb(dbOptionsFromEnv(env));
  try {
    await migrate(handle.db);
    const existing = await findAccount(handle.db, args.email);
    if (existing?.role === 'admin') {
      console.info(`[admin] ${existing.email} is already an admin in ${where}: nothing changed.`);
    } else if (existing) {
      await promoteToAdmin(handle.db, existing.id);
      console.info(`[admin] promoted ${existing.fullName} <${existing.email}> to admin in ${where}; their name and password are unchanged.`);
    } else {
      if (args.name === undefined) fail(`There is no account for ${args.email} yet: please give the new admin's name with --name.\n${USAGE}`);
      const name = parseAdminName(args.name);
      if ('problem' in name) return fail(name.problem);
      const admin = await createAdmin(handle.db, { email: args.email, fullName: name.value, password: await newPassword() });
      console.info(`[admin] created the admin ${admin.fullName} <${admin.email}> in ${where}. Sign in at /login, then open /admin.`);
    }
  } finally {
    await handle.close();
  }
}

try {
  await main();
} catch (error) {
  // A refusal is its sentence; anything else (the database out of reach, a failed migration) is said on
  // one line as the other commands say it, never a stack trace and Node's own print of the error.
  console.error(`[admin] ${error instanceof Refused ? error.message : `failed: ${loggableMessage(error)}`}`);
  process.exitCode = 1;
}
