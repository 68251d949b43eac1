// The body of the exports over several of the caller's own locks (spec §6: batch record export and lock-user
// export): choose the locks, then the export form, then the export log (from its first page after a start). Both are
// premium functions (issue 17): without premium the note says so (the estimate shows the server's refusal).
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportKind } from '@lockconsole/shared/export/export';
import { LockPicker } from '../../../components/LockPicker';
import { ExportForm } from './ExportForm';
import { ExportList } from './ExportList';
import { PremiumNote, usePremiumFunctionsOpen } from '../../services/components/PremiumNote';

export function OwnLocksExport({ kind, recordTypes }: { kind: ExportKind; recordTypes?: readonly number[] }) {
  const { t } = useTranslation();
  const [lockIds, setLockIds] = useState<number[]>([]);
  const [started, setStarted] = useState(0);
  const premiumOpen = usePremiumFunctionsOpen();
  const premiumNeeded = kind === 'lockUsers' || lockIds.length > 1;
  return (
    <>
      {!premiumOpen && premiumNeeded && (
        <Typography.Paragraph>
          <PremiumNote fn={kind === 'lockUsers' ? 'userExport' : 'batchExport'} />
        </Typography.Paragraph>
      )}
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('exports.form.locks')}
      </Typography.Title>
      <LockPicker
        mode="several"
        need="own"
        label={t('exports.form.locks')}
        empty={t('exports.form.noLocks')}
        value={lockIds}
        onChange={(ids) => setLockIds(ids)}
      />
      <div style={{ marginTop: 16 }}>
        <ExportForm
          kind={kind}
          lockIds={lockIds}
          recordTypes={recordTypes}
          chooseLocks={t('exports.estimate.chooseLocks')}
          onStarted={() => setStarted((n) => n + 1)}
        />
      </div>
      <ExportList key={started} />
    </>
  );
}
