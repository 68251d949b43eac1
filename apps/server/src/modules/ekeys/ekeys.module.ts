// Wires the ekeys services (issue 6) from the adapters and the services they lean on.
import type { Db } from '../../db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger } from '../../messaging/messenger';
import type { Clock, Random } from '../../platform/clock';
import type { DomainEvents } from '../../events/domain-events';
import type { LockRemoteService } from '../locks/lock-remote.service';
import type { PermissionsService } from '../permissions/permissions.service';
import { createEkeyNotifier } from './ekey-notice';
import { createEkeySyncService } from './ekey-sync.service';
import { createEkeysRepo } from './ekeys.repo';
import { createEkeysService } from './ekeys.service';
import { createUnlockLinkService } from './unlock-link.service';
import type { PhoneCarry, TakeBack } from './ekey-take-back';
import type { Meter } from '../commerce/meter';
import type { TemplatesService } from '../templates/templates.service';

export function createEkeysModule(d: {
  db: Db;
  clock: Clock;
  random: Random;
  permissions: PermissionsService;
  lockRemote: LockRemoteService;
  revocation: TakeBack & PhoneCarry;
  publicUrl: string | undefined;
  messenger: Messenger;
  log: FastifyBaseLogger;
  siteName: (host: string) => Promise<string>;
  events: DomainEvents;
  meter: Meter;
  templates: Pick<TemplatesService, 'message'>;
}) {
  const repo = createEkeysRepo(d.db);
  const notifier = createEkeyNotifier({ ...d, senderName: repo.senderName });
  const ekeys = createEkeysService({
    repo,
    permissions: d.permissions,
    clock: d.clock,
    notifier,
    revocation: d.revocation,
    meter: d.meter,
    templates: d.templates,
    publicUrl: d.publicUrl,
    siteName: d.siteName,
  });
  // Keys sent to an account before it existed wait for it; a deleted account's keys go, on the locks too.
  d.events.on('account.registered', (e) => ekeys.claimPending(e.userId, e.account));
  d.events.on('account.identifierAdded', (e) => ekeys.claimPending(e.userId, e.account));
  d.events.on('account.deleted', (e) => ekeys.holderGone(e.userId));
  return {
    repo,
    ekeys,
    sync: createEkeySyncService({ repo, clock: d.clock, carry: d.revocation }),
    links: createUnlockLinkService({ ...d, repo }),
  };
}

export type EkeysModule = ReturnType<typeof createEkeysModule>;
