// The rename dialog of the lock page, an antd island (#26): it brings antd and the shared name schema (zod) when
// first opened, not with the page.
import { useTranslation } from 'react-i18next';
import { renameLockRequestSchema } from '@lockconsole/shared/lock/rename';
import { NameModal } from '../../../components/NameModal';
import { toast } from '../../../lib/toast';
import { renameLock } from '../api/lockApi';

type Props = { lockId: number; name: string; onClose: () => void; onRenamed: () => void };

export function RenameLockModal({ lockId, name, onClose, onRenamed }: Props) {
  const { t } = useTranslation();
  return (
    <NameModal
      open
      title={t('locks.info.renameTitle')}
      label={t('locks.info.name')}
      initial={name}
      schema={renameLockRequestSchema.shape.lockAlias}
      onClose={onClose}
      onSubmit={async (alias) => {
        await renameLock(lockId, alias);
        toast.success(t('locks.info.renamed'));
        onRenamed();
      }}
    />
  );
}
