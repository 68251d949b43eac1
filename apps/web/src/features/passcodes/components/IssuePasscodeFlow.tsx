// The form, then the issued code; "issue another" returns to a fresh form. Shared by /manage/issuePasscode and
// /passcode/send.
import { useState } from 'react';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { IssuedPasscode } from './IssuedPasscode';
import { IssuePasscodeForm } from './IssuePasscodeForm';

type Props = { lock: LockDetail; onList: () => void };

export function IssuePasscodeFlow({ lock, onList }: Props) {
  const [issued, setIssued] = useState<PasscodeItem | null>(null);
  const [round, setRound] = useState(0);
  if (issued)
    return (
      <IssuedPasscode
        lock={lock}
        issued={issued}
        onList={onList}
        onAnother={() => {
          setIssued(null);
          setRound((r) => r + 1);
        }}
      />
    );
  return <IssuePasscodeForm key={`${lock.lockId}-${round}`} lock={lock} onIssued={setIssued} />;
}
