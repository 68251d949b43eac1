// SQL of fingerprint data and card numbers given to a person (transfer types 5, 6): what an offer holds (copied when
// offered), what an accepted offer gave the receiver, and the receiver's list of received credentials.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { credentials } from '../../db/schema/credentials';
import { receivedCredentials, transferCredentials } from '../../db/schema/transfers';
import type { ReceivedKind } from '@lockconsole/shared/transfer/transfer';

export type OfferedCredential = {
  id: number;
  kind: ReceivedKind;
  name: string;
  number: string;
  sealedTemplate: string | null;
};

export function createCredentialTransfersRepo(db: Db) {
  return {
    /** The lock's live credentials of `kind` among `ids` (a foreign or deleted id is simply not there). */
    async ofLock(lockId: number, kind: ReceivedKind, ids: number[]): Promise<OfferedCredential[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({
          id: credentials.id,
          name: credentials.name,
          number: credentials.number,
          sealedTemplate: credentials.sealedTemplate,
        })
        .from(credentials)
        .where(
          and(
            eq(credentials.lockId, lockId),
            eq(credentials.kind, kind),
            inArray(credentials.id, ids),
            isNull(credentials.deletedAt),
          ),
        );
      return rows.map((r) => ({ ...r, kind }));
    },

    /** Inside the offer's transaction: what it holds. */
    async hold(tx: Db, transferId: number, list: OfferedCredential[]) {
      if (!list.length) return;
      await tx.insert(transferCredentials).values(
        list.map((c) => ({
          transferId,
          credentialId: c.id,
          kind: c.kind,
          name: c.name,
          number: c.number,
          sealedTemplate: c.sealedTemplate,
        })),
      );
    },

    /** Inside the acceptance's transaction: the offer's credentials become the receiver's. */
    async give(tx: Db, t: { id: number; receiverId: number; senderAccount: string }, at: Date): Promise<number> {
      const held = await tx.select().from(transferCredentials).where(eq(transferCredentials.transferId, t.id));
      if (!held.length) return 0;
      await tx.insert(receivedCredentials).values(
        held.map((c) => ({
          userId: t.receiverId,
          kind: c.kind,
          name: c.name,
          number: c.number,
          sealedTemplate: c.sealedTemplate,
          fromAccount: t.senderAccount,
          transferId: t.id,
          receivedAt: at,
        })),
      );
      return held.length;
    },

    /** The offers' credentials (names and numbers), for both sides' history. */
    async names(transferIds: number[]) {
      if (!transferIds.length) return [];
      return db
        .select({
          transferId: transferCredentials.transferId,
          kind: transferCredentials.kind,
          name: transferCredentials.name,
          number: transferCredentials.number,
        })
        .from(transferCredentials)
        .where(inArray(transferCredentials.transferId, transferIds))
        .orderBy(asc(transferCredentials.credentialId));
    },

    received: (userId: number, kind: ReceivedKind) =>
      db
        .select()
        .from(receivedCredentials)
        .where(and(eq(receivedCredentials.userId, userId), eq(receivedCredentials.kind, kind)))
        .orderBy(desc(receivedCredentials.id)),

    async receivedOne(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(receivedCredentials)
        .where(and(eq(receivedCredentials.id, id), eq(receivedCredentials.userId, userId)));
      return row;
    },

    async forget(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(receivedCredentials)
        .where(and(eq(receivedCredentials.id, id), eq(receivedCredentials.userId, userId)))
        .returning({ id: receivedCredentials.id });
      return rows.length > 0;
    },
  };
}

export type CredentialTransfersRepo = ReturnType<typeof createCredentialTransfersRepo>;
