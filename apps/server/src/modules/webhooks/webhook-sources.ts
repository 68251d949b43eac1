// What goes to webhooks (issue 20), from the domain events, each heard once in the cluster: an operation's end goes
// to the account that sent it; new unlock records to everyone who manages the lock (as the console shows them:
// owner and authorized admins); an alert to the people it was raised for; a gateway's online / offline to its owner.
import type { DomainEvents } from '../../events/domain-events';
import type { WebhooksService } from './webhooks.service';

export function followWebhookSources(d: { events: DomainEvents; webhooks: WebhooksService }) {
  d.events.on('operation.ended', (op) =>
    d.webhooks.publish([op.userId], 'operation.finished', {
      operationId: op.operationId,
      command: op.type,
      state: op.state,
      lockId: op.lockId,
      gatewayId: op.gatewayId,
      errorCode: op.errorCode,
      reason: op.reasonKey,
      createdAt: op.createdAt,
      finishedAt: op.finishedAt,
    }),
  );

  d.events.on('records.stored', async ({ lock, records, managers }) => {
    await d.webhooks.publish(managers.length ? managers : [lock.userId], 'record.stored', {
      lockId: lock.id,
      records: records.map((r) => ({
        recordId: r.id,
        seq: r.seq,
        recordType: r.recordType,
        success: r.success,
        keyId: r.keyId,
        operatorUid: r.operatorUid,
        battery: r.electricQuantity,
        lockDate: r.lockDate.getTime(),
        serverDate: r.serverDate.getTime(),
      })),
    });
  });

  d.events.on('alert.raised', (a) =>
    d.webhooks.publish(a.recipients, 'alert.raised', {
      alertId: a.alertId,
      kind: a.kind,
      lockId: a.lockId,
      gatewayId: a.gatewayId,
      params: a.params,
      occurredAt: a.occurredAt,
    }),
  );

  d.events.on('gateway.online', (g) => d.webhooks.publish([g.userId], 'gateway.online', { gatewayId: g.gatewayId }));
  d.events.on('gateway.offline', (g) => d.webhooks.publish([g.userId], 'gateway.offline', { gatewayId: g.gatewayId }));
}
