// Received credentials (issue 19, transfer types 5 and 6): the fingerprints and cards accepted offers gave the
// caller, listed and forgotten by them; a fingerprint's sealed template is opened only to put it on the caller's locks
// (biometrics/fingerprint-reader.service.ts addReceived). Nothing here reaches another account's rows.
import type { ReceivedCredential, ReceivedKind } from '@lockconsole/shared/transfer/transfer';
import type { UserContext } from '../../http/context';
import { fail } from '../../http/errors';
import type { CredentialTransfersRepo } from './credential-transfers.repo';

export function createReceivedCredentialsService(d: { repo: CredentialTransfersRepo }) {
  return {
    async list(ctx: UserContext, q: { kind: ReceivedKind }) {
      const rows = await d.repo.received(ctx.session.userId, q.kind);
      const list: ReceivedCredential[] = rows.map((r) => ({
        receivedId: r.id,
        kind: r.kind as ReceivedKind,
        name: r.name,
        number: r.number,
        fromAccount: r.fromAccount,
        receivedAt: r.receivedAt.getTime(),
      }));
      return { list };
    },

    async forget(ctx: UserContext, input: { receivedId: number }) {
      if (!(await d.repo.forget(ctx.session.userId, input.receivedId))) throw fail('receivedNotFound');
      return null;
    },

    /** The caller's received fingerprint with its sealed template (receivedNotFound for anyone else's or a card). */
    async fingerprint(userId: number, receivedId: number) {
      const row = await d.repo.receivedOne(userId, receivedId);
      if (!row || row.kind !== 'fingerprint' || !row.sealedTemplate) throw fail('receivedNotFound');
      return row;
    },
  };
}

export type ReceivedCredentialsService = ReturnType<typeof createReceivedCredentialsService>;
