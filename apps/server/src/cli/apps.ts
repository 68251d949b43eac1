// `npm run apps -- <command>` (issue 25): an operator registers, lists and revokes TTLock-compatible applications for
// an account, as its owner can in the console (Integrations → Applications).
//   list   --account owner@example.com
//   create --account owner@example.com --name "Home Assistant" [--callback https://…]   (prints the secret once)
//   revoke --client-id <32 hex>                                                        (its tokens end at once)
// The account is an e-mail or "+<country code> <number>". With the embedded database, stop the server first.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { systemClock, systemRandom } from '../platform/clock';
import { identityOf } from '../modules/accounts/account-identity';
import { createAccountsRepo } from '../modules/accounts/accounts.repo';
import { createWebhooksRepo } from '../modules/webhooks/webhooks.repo';
import { createOpenAppCallbacks } from '../modules/ttlock/open-app-callbacks';
import { createOpenAppsRepo } from '../modules/ttlock/open-apps.repo';
import { createOpenAppsService } from '../modules/ttlock/open-apps.service';
import { AppError, FieldsError } from '../http/errors';
import { assertEmbeddedDbFree } from './embedded-lock';
import { startWhenMain, type Print } from './entry';

const USAGE = `npm run apps -- list --account owner@example.com
npm run apps -- create --account owner@example.com --name "Home Assistant" [--callback https://…]
npm run apps -- revoke --client-id <client id>`;

const OPTIONS = {
  account: { type: 'string' },
  name: { type: 'string' },
  callback: { type: 'string' },
  'client-id': { type: 'string' },
} as const;

/** The tool itself: `argv` as after `npm run apps --`, each output line to `print`; `env` the process's unless given. */
export async function runApps(argv: string[], print: Print, env?: Record<string, string | undefined>): Promise<void> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') return print(USAGE);
  const { values } = parseArgs({ args: rest, options: OPTIONS, allowPositionals: false, strict: true });
  const config = loadConfig(env);
  if (!config.databaseUrl) assertEmbeddedDbFree(config.dataDir);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const repo = createOpenAppsRepo(handle.db);
    const callbacks = createOpenAppCallbacks({
      repo,
      webhooks: createWebhooksRepo(handle.db),
      wake: () => {},
      clock: systemClock,
      random: systemRandom,
    });
    const apps = createOpenAppsService({
      repo,
      clock: systemClock,
      random: systemRandom,
      allowPrivate: config.webhooks.allowPrivate,
      callbacks,
    });
    const owner = async () => {
      const raw = values.account ?? '';
      const [cc, number] = raw.startsWith('+') ? raw.slice(1).split(/\s+/, 2) : [undefined, raw];
      const id = identityOf(number ?? '', cc);
      const user = await createAccountsRepo(handle.db).findByIdentifier(id.kind, id.normalized);
      if (!user) throw new Error(`No account ${raw}`);
      return user;
    };
    switch (command) {
      case 'list': {
        const user = await owner();
        const list = await repo.active(user.id, systemClock.now());
        if (!list.length) print(`${values.account} has no applications`);
        for (const a of list)
          print(`${a.clientId}  ${a.name}  signed in: ${a.activeTokens}  callback: ${a.callbackUrl ?? '—'}`);
        break;
      }
      case 'create': {
        const user = await owner();
        const name = (values.name ?? '').trim();
        if (!name || name.length > 50) throw new Error('--name must be 1 to 50 characters');
        const app = await apps.createFor(user.id, {
          name,
          ...(values.callback ? { callbackUrl: values.callback } : {}),
        });
        print(`Application "${app.name}" for ${values.account}`);
        print(`client id:     ${app.clientId}`);
        print(`client secret: ${app.clientSecret}   (shown this once)`);
        break;
      }
      case 'revoke': {
        const app = await repo.byClientId(values['client-id'] ?? '');
        if (!app || app.revokedAt) throw new Error(`No active application ${values['client-id'] ?? ''}`);
        await apps.end(app);
        print(`Application ${app.clientId} ("${app.name}") revoked: its tokens ended`);
        break;
      }
      default:
        throw new Error(`Unknown command "${command}".\n${USAGE}`);
    }
  } finally {
    await handle.close();
  }
}

/** What the operator reads when the tool refuses. */
export const refusalOf = (e: Error) =>
  e instanceof FieldsError
    ? '--account must be an e-mail or "+<country code> <number>"'
    : e instanceof AppError
      ? e.errorName
      : e.message;

startWhenMain(import.meta.url, runApps, refusalOf);
