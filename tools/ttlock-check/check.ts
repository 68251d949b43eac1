// `npm run ttlock:check -- --base <url> --client-id … --client-secret … --username … --password …`:
// checks a server against the TTLock Open Platform v3 contract that real clients (Home Assistant's TTLock
// integration, ttlockio, …) rely on. One line per check (`ok`, `FAIL`, `skip`), then `N passed, N failed`.
// Exit code 1 when a check failed, 2 on bad arguments. Read-only unless --writes is given.
import { parseArgs } from 'node:util';
import { Api, type Ctx, type Options } from './client';
import { listChecks } from './checks-lists';
import { lockChecks } from './checks-locks';
import { authChecks, tokenChecks } from './checks-token';
import { writeChecks } from './checks-write';
import { counts, Unreachable } from './runner';

const USAGE = `usage: npm run ttlock:check -- --base <url> --client-id <id> --client-secret <secret>
                              --username <user> --password <plain password> [--lock-id <n>] [--writes]

  --base           the facade's base URL (POST <base>/oauth2/token, <base>/v3/<area>/<verb>)
  --client-id      the application's clientId
  --client-secret  the application's clientSecret
  --username       an account of the application
  --password       its plain password (sent as lower-case md5 hex, as TTLock clients do)
  --lock-id        the lock to check (default: the first lock with a gateway, else the first lock)
  --writes         also change the lock: remote unlock then lock, add and delete a one-hour passcode,
                   a passage-mode round trip restoring the original (only on an owned lock with a gateway)`;

class UsageError extends Error {}

function parseOptions(argv: string[]): Options | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        base: { type: 'string' },
        'client-id': { type: 'string' },
        'client-secret': { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        'lock-id': { type: 'string' },
        writes: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  if (values.help) return 'help';
  const missing = (['base', 'client-id', 'client-secret', 'username', 'password'] as const).filter((k) => !values[k]);
  if (missing.length) throw new UsageError(`missing ${missing.map((k) => `--${k}`).join(', ')}`);
  let base: URL;
  try {
    base = new URL(values.base as string);
  } catch {
    throw new UsageError(`--base ${values.base} is not a URL`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new UsageError('--base must be an http(s) URL');
  const lockIdText = values['lock-id'];
  if (lockIdText !== undefined && !/^[1-9]\d{0,15}$/.test(lockIdText))
    throw new UsageError(`--lock-id ${lockIdText} is not a positive integer`);
  return {
    base: base.href.replace(/\/+$/, ''),
    clientId: values['client-id'] as string,
    clientSecret: values['client-secret'] as string,
    username: values.username as string,
    password: values.password as string,
    lockId: lockIdText === undefined ? undefined : Number(lockIdText),
    writes: values.writes,
  };
}

async function main(): Promise<number> {
  let opts: Options | 'help';
  try {
    opts = parseOptions(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`ttlock:check: ${e.message}\n\n${USAGE}`);
    return 2;
  }
  if (opts === 'help') {
    console.log(USAGE);
    return 0;
  }
  const ctx: Ctx = { api: new Api(opts.base, opts.clientId), opts };
  try {
    await tokenChecks(ctx);
    await authChecks(ctx);
    await lockChecks(ctx);
    await listChecks(ctx);
    await writeChecks(ctx);
  } catch (e) {
    if (!(e instanceof Unreachable)) throw e;
    console.log('stopped: the server cannot be reached');
  }
  const { passed, failed } = counts();
  console.log(`${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
