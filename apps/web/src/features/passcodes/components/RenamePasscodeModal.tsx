// Renaming a passcode (server only; the lock does not store names), with the shared name rule.
import { useTranslation } from 'react-i18next';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { passcodeNameParam } from '@lockconsole/shared/passcode/passcode';
import { NameModal } from '../../../components/NameModal';

type Props = { passcode: PasscodeItem | null; onSubmit: (name: string) => Promise<unknown>; onClose: () => void };

const nameSchema = passcodeNameParam().min(1, 'validation.passcode.name');

export function RenamePasscodeModal({ passcode, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <NameModal
      key={passcode?.keyboardPwdId ?? 0}
      open={passcode !== null}
      title={t('passcodes.rename.title')}
      label={t('passcodes.rename.label')}
      initial={passcode?.keyboardPwdName}
      schema={nameSchema}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
