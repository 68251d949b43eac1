// The lock's record memory: a ring buffer of the last 500 records with per-lock sequence numbers and the
// position the server has acknowledged. No clock and no I/O: SimLock stamps the records, a gateway uploads them.
import { RECORD_BUFFER_SIZE } from '@lockconsole/lockcore/records';
import type { LockRecordMessage } from '@lockconsole/shared/devices/messages';

export type RecordBufferState = { nextSeq: number; uploadedSeq: number; records: LockRecordMessage[] };

export class RecordBuffer {
  nextSeq = 1;
  uploadedSeq = 0;
  private records: LockRecordMessage[] = [];

  /** Appends a record under the next sequence number, dropping the oldest beyond the buffer size. */
  push(r: Omit<LockRecordMessage, 'seq'>): LockRecordMessage {
    const full = { seq: this.nextSeq++, ...r } as LockRecordMessage;
    this.records.push(full);
    if (this.records.length > RECORD_BUFFER_SIZE) this.records.splice(0, this.records.length - RECORD_BUFFER_SIZE);
    return full;
  }

  /** Records not yet acknowledged by the server (oldest first, at most `max`). */
  pending(max = 100): LockRecordMessage[] {
    return this.records.filter((r) => r.seq > this.uploadedSeq).slice(0, max);
  }

  all(): LockRecordMessage[] {
    return [...this.records];
  }

  acknowledge(seq: number) {
    if (seq > this.uploadedSeq) this.uploadedSeq = Math.min(seq, this.nextSeq - 1);
  }

  /** Factory reset: the records go, the sequence goes on (the server keeps what it has). */
  clear() {
    this.records = [];
    this.uploadedSeq = this.nextSeq - 1;
  }

  toState(): RecordBufferState {
    return { nextSeq: this.nextSeq, uploadedSeq: this.uploadedSeq, records: this.records };
  }

  load(s: RecordBufferState) {
    Object.assign(this, { nextSeq: s.nextSeq, uploadedSeq: s.uploadedSeq, records: [...s.records] });
  }
}
