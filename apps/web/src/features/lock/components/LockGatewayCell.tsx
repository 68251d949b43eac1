// The gateway column of the lock list: the best gateway's name, online state and signal, or "No gateway".
import { useTranslation } from 'react-i18next';
import type { LockListItem } from '@lockconsole/shared/lock/lock';
import { OnlineBadge } from '../../../components/OnlineBadge';
import { SignalGrade } from '../../../components/SignalGrade';

export function LockGatewayCell({ lock }: { lock: LockListItem }) {
  const { t } = useTranslation();
  if (!lock.hasGateway || lock.gatewayId === null) {
    return <span className="text-secondary">{t('locks.list.noGateway')}</span>;
  }
  return (
    <div className="cell-stack cell-stack--tight">
      <span>{lock.gatewayName}</span>
      <div className="cell-row">
        <OnlineBadge online={lock.gatewayOnline} />
        <SignalGrade signal={lock.signal} rssi={lock.rssi} />
      </div>
    </div>
  );
}
