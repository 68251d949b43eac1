// The console's notice of transfers offered to the caller and not yet answered (issue 19): a link to answer them.
// One small read per visit of the console home; nothing shows when none waits.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRANSFER_STATUS } from '@lockconsole/shared/transfer/transfer-status';
import { listTransfers } from '../api/transfersApi';
import { Notice } from '../../../components/ui/Notice';

export function TransferNotice() {
  const { t } = useTranslation();
  const incoming = useQuery({
    queryKey: ['transfers', 'incoming'],
    queryFn: () => listTransfers(1, 'in', 50),
  });
  const waiting = (incoming.data?.list ?? []).filter((x) => x.status === TRANSFER_STATUS.waiting).length;
  if (!waiting) return null;
  return (
    <Notice type="info" testId="transfer-notice">
      <span className="ui-notice__row">
        <span>{t('console.transferNotice.text', { count: waiting })}</span>
        <Link to="/manage/transferLock">{t('console.transferNotice.open')}</Link>
      </span>
    </Notice>
  );
}
