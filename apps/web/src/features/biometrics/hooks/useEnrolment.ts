// One enrolment followed live (issue 15): the steps the lock reports while the person presses (stream `progress`
// events of its operation — listened to before the request goes out, since the lock's first step can arrive before
// the HTTP answer), and its end from the row itself: refetched on the stream's `credential` and `operation` events
// and every few seconds as a safety net, until it is done (the lock's number) or failed (the cause). A photo's or a
// reader's enrolment has no steps: only its end is followed.
import { useEffect, useRef, useState } from 'react';
import { useEvent } from '../../../lib/realtime/useEvent';
import { listBiometrics, type BiometricKind, type BiometricRow } from '../api/biometricApi';
import { enrolOutcome, stepOf, type EnrolOutcome, type EnrolStep } from '../biometricView';

export type EnrolmentState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'following'; row: BiometricRow; step: EnrolStep | null; outcome: EnrolOutcome };

const POLL_MS = 3000;
/** The rows a lock may hold of one kind (the simulated lock's capacity): one page finds any of them. */
const PAGE = 200;

async function findRow(kind: BiometricKind, lockId: number, id: number): Promise<BiometricRow | null> {
  const page = await listBiometrics(kind, { lockId, pageNo: 1, pageSize: PAGE });
  return page.list.find((r) => r.id === id) ?? null;
}

export function useEnrolment(kind: BiometricKind, lockId: number, onChanged?: () => void) {
  const [state, setState] = useState<EnrolmentState>({ phase: 'idle' });
  // Steps that arrived before the answer named their operation.
  const early = useRef(new Map<number, EnrolStep>());
  const current = useRef<{ id: number; operationId: number | null } | null>(null);
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  });

  const following = state.phase === 'following' && state.outcome.phase === 'waiting';

  const reread = async () => {
    const c = current.current;
    if (!c) return;
    try {
      const row = await findRow(kind, lockId, c.id);
      if (current.current !== c) return;
      const outcome = enrolOutcome(row);
      setState((s) => (s.phase === 'following' ? { ...s, row: row ?? s.row, outcome } : s));
      if (outcome.phase !== 'waiting') changed.current?.();
    } catch {
      // The next event or poll tries again.
    }
  };

  useEvent('progress', (e) => {
    const opId = typeof e.operationId === 'number' ? e.operationId : null;
    if (opId === null || e.lockId !== lockId) return;
    const c = current.current;
    if (!c || c.operationId === null) {
      const step = stepOf(e, opId);
      if (step) early.current.set(opId, step);
      return;
    }
    const step = stepOf(e, c.operationId);
    if (step) setState((s) => (s.phase === 'following' ? { ...s, step } : s));
  });
  useEvent('credential', (e) => {
    const c = current.current;
    if (!c || e.lockId !== lockId || e.kind !== kind) return;
    const ids = Array.isArray(e.credentialIds) ? e.credentialIds : [];
    if (ids.length === 0 || ids.includes(c.id)) void reread();
  });
  useEvent('operation', (e) => {
    const c = current.current;
    if (c && (e.operationId === c.operationId || e.lockId === lockId)) void reread();
  });
  useEffect(() => {
    if (!following) return;
    const timer = setInterval(() => void reread(), POLL_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [following]);

  const follow = (row: BiometricRow) => {
    current.current = { id: row.id, operationId: row.operationId };
    const step = row.operationId !== null ? (early.current.get(row.operationId) ?? null) : null;
    early.current.clear();
    setState({ phase: 'following', row, step, outcome: enrolOutcome(row) });
    changed.current?.();
  };

  /**
   * Sends the request (enrol, add from a photo, retry) and follows the row it answers. A refusal puts the view back
   * as it was and is thrown: the caller shows it where it belongs.
   */
  const start = async (send: () => Promise<BiometricRow>) => {
    const before = state;
    const was = current.current;
    current.current = null;
    early.current.clear();
    setState({ phase: 'sending' });
    try {
      follow(await send());
    } catch (e) {
      current.current = was;
      setState(before);
      throw e;
    }
  };

  const reset = () => {
    current.current = null;
    early.current.clear();
    setState({ phase: 'idle' });
  };

  return { state, start, follow, reset };
}
