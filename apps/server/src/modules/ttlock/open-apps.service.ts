// Applications of the TTLock-compatible API (issue 25): made, changed and revoked by their owner in the console (or by
// an operator with the CLI); a person's sign-ins to applications, listed and ended by that person. The client secret
// is 32 random bytes shown once (only its SHA-256 kept); a callback URL must reach a public address (the webhook
// rules against SSRF, checked again at every delivery).
import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import {
  MAX_OPEN_APPS,
  type createOpenAppRequestSchema,
  type OpenApp,
  type OpenToken,
  type revokeOpenAppRequestSchema,
  type revokeOpenTokenRequestSchema,
  type rotateOpenAppSecretRequestSchema,
  type updateOpenAppRequestSchema,
} from '@lockconsole/shared/integrations/open-app';
import type { UserContext } from '../../http/context';
import { fail } from '../../http/errors';
import { sha256Hex, type Clock, type Random } from '../../platform/clock';
import { checkTarget } from '../webhooks/webhook-address';
import type { OpenAppCallbacks } from './open-app-callbacks';
import type { OpenAppRow, OpenAppsRepo } from './open-apps.repo';

type AppWithUse = OpenAppRow & {
  activeTokens: number;
  lastUsedAt: Date | null;
  callbackId: number | null;
  callbackOn: boolean | null;
};

const present = (a: AppWithUse): OpenApp => ({
  appId: a.id,
  name: a.name,
  clientId: a.clientId,
  callbackUrl: a.callbackUrl,
  createdAt: a.createdAt.getTime(),
  secretRotatedAt: a.secretRotatedAt ? a.secretRotatedAt.getTime() : null,
  activeTokens: a.activeTokens,
  lastUsedAt: a.lastUsedAt ? a.lastUsedAt.getTime() : null,
  callbackWebhookId: a.callbackId,
  callbackPaused: a.callbackOn === false,
});

/** Equal SHA-256 hex digests, compared in constant time. */
export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createOpenAppsService(d: {
  repo: OpenAppsRepo;
  clock: Clock;
  random: Random;
  allowPrivate: boolean;
  callbacks: Pick<OpenAppCallbacks, 'sync'>;
}) {
  const newSecret = () => d.random.token(24);
  /** 32 lower-case hex characters, like TTLock's client ids. */
  const newClientId = () => Buffer.from(d.random.token(16), 'base64url').toString('hex').padEnd(32, '0').slice(0, 32);

  async function assertReachable(url: string | undefined) {
    if (!url) return;
    const problem = await checkTarget(url, d.allowPrivate);
    if (problem) throw fail('webhookUrlRefused', { host: problem.host });
  }

  async function own(userId: number, appId: number) {
    const app = await d.repo.own(userId, appId);
    if (!app) throw fail('openAppNotFound');
    return app;
  }

  async function one(userId: number, appId: number) {
    const found = (await d.repo.active(userId, d.clock.now())).find((a) => a.id === appId);
    if (!found) throw fail('openAppNotFound');
    return present(found);
  }

  /** Ends an application (its owner in the console, an operator with the CLI): its tokens at once, its callbacks. */
  const end = async (app: Parameters<typeof d.callbacks.sync>[0]) => {
    await d.repo.revoke(app.id, d.clock.now());
    await d.callbacks.sync({ ...app, callbackUrl: null });
  };

  return {
    /** Registers an application for `userId` (the console, or an operator's CLI acting for the account). */
    async createFor(userId: number, input: z.infer<typeof createOpenAppRequestSchema>) {
      if ((await d.repo.countActive(userId)) >= MAX_OPEN_APPS) throw fail('openAppLimit', { max: MAX_OPEN_APPS });
      await assertReachable(input.callbackUrl);
      const clientSecret = newSecret();
      const row = await d.repo.insert({
        userId,
        name: input.name,
        callbackUrl: input.callbackUrl ?? null,
        clientId: newClientId(),
        secretHash: sha256Hex(clientSecret),
        createdAt: d.clock.now(),
      });
      await d.callbacks.sync(row);
      return { ...(await one(userId, row.id)), clientSecret };
    },

    async create(ctx: UserContext, input: z.infer<typeof createOpenAppRequestSchema>) {
      return this.createFor(ctx.session.userId, input);
    },

    async list(ctx: UserContext, _q: Record<string, never>) {
      return { list: (await d.repo.active(ctx.session.userId, d.clock.now())).map(present) };
    },

    async update(ctx: UserContext, input: z.infer<typeof updateOpenAppRequestSchema>) {
      const app = await own(ctx.session.userId, input.appId);
      const callbackUrl = input.callbackUrl === undefined ? app.callbackUrl : input.callbackUrl || null;
      await assertReachable(callbackUrl ?? undefined);
      await d.callbacks.sync(await d.repo.update(app.id, { name: input.name, callbackUrl }));
      return one(ctx.session.userId, app.id);
    },

    async rotateSecret(ctx: UserContext, input: z.infer<typeof rotateOpenAppSecretRequestSchema>) {
      const app = await own(ctx.session.userId, input.appId);
      const clientSecret = newSecret();
      await d.repo.rotate(app.id, sha256Hex(clientSecret), d.clock.now());
      return { clientSecret };
    },

    async revoke(ctx: UserContext, input: z.infer<typeof revokeOpenAppRequestSchema>) {
      await end(await own(ctx.session.userId, input.appId));
      return null;
    },

    end,

    async listToken(ctx: UserContext, _q: Record<string, never>) {
      const rows = await d.repo.tokensOf(ctx.session.userId, d.clock.now());
      const list: OpenToken[] = rows.map((r) => ({
        tokenId: r.token.id,
        appName: r.appName,
        clientId: r.clientId,
        createdAt: r.token.createdAt.getTime(),
        expiresAt: r.token.expiresAt.getTime(),
        lastUsedAt: r.token.lastUsedAt ? r.token.lastUsedAt.getTime() : null,
        lastUsedIp: r.token.lastUsedIp,
      }));
      return { list };
    },

    async revokeToken(ctx: UserContext, input: z.infer<typeof revokeOpenTokenRequestSchema>) {
      if (!(await d.repo.revokeToken(ctx.session.userId, input.tokenId, d.clock.now())))
        throw fail('openTokenNotFound');
      return null;
    },
  };
}

export type OpenAppsService = ReturnType<typeof createOpenAppsService>;
