// Remote unlock / lock of one lock with its live result: pending while the gateway and lock work, then
// "Unlocked" / "Locked" or the refusal (e.g. the spec's "remote unlock is not enabled"). A parking lock offers
// lower / raise instead (issue 29).
import { LockOutlined, UnlockOutlined, VerticalAlignBottomOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockListItem } from '@lockconsole/shared/lock/lock';
import { antdIsland } from '../../../components/antdIsland';
import { OperationStatus } from '../../../components/OperationStatus';
import { Button } from '../../../components/ui/Button';
import { ERROR } from '@lockconsole/shared/errors/codes';
import { isApiError } from '../../../lib/api/ApiError';
import { useOperation } from '../../../lib/operations/useOperation';
import { actionsOf, REMOTE_CALL, type RemoteAction } from '../api/remoteApi';

type Props = { lock: Pick<LockListItem, 'lockId' | 'lockAlias' | 'parkingLock'>; onDone?: () => void };

const ICON: Record<RemoteAction, React.ReactNode> = {
  unlock: <UnlockOutlined />,
  lock: <LockOutlined />,
  lower: <VerticalAlignBottomOutlined />,
  raise: <VerticalAlignTopOutlined />,
};
/** Asked for only when the lock wants the holder's face (issue 15). */
const FaceVerifyModal = antdIsland(() => import('./FaceVerifyModal').then((m) => m.FaceVerifyModal));

/** What each action reads once done. */
const DONE: Record<RemoteAction, string> = {
  unlock: 'locks.remote.unlocked',
  lock: 'locks.remote.locked',
  lower: 'locks.remote.lowered',
  raise: 'locks.remote.raised',
};

export function RemoteActions({ lock, onDone }: Props) {
  const { t } = useTranslation();
  const [open, close] = actionsOf(lock.parkingLock === 1);
  const [last, setLast] = useState<RemoteAction>(open);
  const op = useOperation(() => onDone?.());
  const busy = op.phase === 'pending';
  // The lock asks this key holder for their face first (issue 15): the refusal shows, and the face dialog opens.
  const [verifying, setVerifying] = useState(false);
  const go = (what: RemoteAction) => {
    setLast(what);
    void op.run(() =>
      REMOTE_CALL[what](lock.lockId).catch((e: unknown) => {
        if (isApiError(e) && e.code === ERROR.faceVerificationRequired.code) setVerifying(true);
        throw e;
      }),
    );
  };
  return (
    <div className="cell-stack">
      <div className="cell-row">
        {[open, close].map((what) => (
          <Button
            key={what}
            size="small"
            look={what === open ? 'primary' : 'default'}
            loading={busy && last === what}
            disabled={busy}
            aria-label={t(`locks.remote.${what}Label`, { name: lock.lockAlias })}
            onClick={() => go(what)}
          >
            {!(busy && last === what) && ICON[what]}
            {t(`locks.remote.${what}`)}
          </Button>
        ))}
      </div>
      <OperationStatus view={op} successKey={DONE[last]} testId={`remote-result-${lock.lockId}`} />
      {verifying && (
        <Suspense fallback={null}>
          <FaceVerifyModal
            lockId={lock.lockId}
            lockName={lock.lockAlias}
            onClose={() => setVerifying(false)}
            onVerified={() => {
              setVerifying(false);
              go(last);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

export { DONE as REMOTE_DONE };
