// The console's notice of transfers offered to the caller and not yet answered (issue 19): a link to answer them.
// One small read per visit of the console home; nothing shows when none waits.
import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRANSFER_STATUS } from '@lockconsole/shared/transfer/transfer';
import { listTransfers } from '../api/transfersApi';

export function TransferNotice() {
  const { t } = useTranslation();
  const incoming = useQuery({
    queryKey: ['transfers', 'incoming'],
    queryFn: () => listTransfers(1, 'in', 50),
  });
  const waiting = (incoming.data?.list ?? []).filter((x) => x.status === TRANSFER_STATUS.waiting).length;
  if (!waiting) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="transfer-notice"
      message={t('console.transferNotice.text', { count: waiting })}
      action={<Link to="/manage/transferLock">{t('console.transferNotice.open')}</Link>}
    />
  );
}
