// The lock list of the console home (spec §2 /console/home): name, state, battery, gateway with online state
// and signal, remote unlock/lock with live result; rows can be selected for batch unlock. A light table (#26): the
// home page renders its rows without antd.
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LockListItem } from '@lockconsole/shared/lock/lock';
import { LightTable, type LightColumn } from '../../../components/table/LightTable';
import { LockGatewayCell } from './LockGatewayCell';
import { LockStatusTag } from './LockStatusTag';
import { DoorStateTag } from './DoorStateTag';
import { RemoteActions } from './RemoteActions';

type Props = {
  locks: LockListItem[];
  loading: boolean;
  total: number;
  page: { pageNo: number; pageSize: number };
  onPage: (pageNo: number, pageSize: number) => void;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onChanged: () => void;
  empty: React.ReactNode;
};

/**
 * Remote buttons where the server would carry them out: the caller may operate remotely and the lock's remote unlock
 * is on — or the caller may manage the lock (and so switch it on; the server then says why it refuses).
 */
const remoteOffered = (l: LockListItem) => l.abilities.remote && (l.remoteUnlockSwitch === 1 || l.abilities.manage);
const lockIdOf = (l: LockListItem) => l.lockId;
const notOffered = (l: LockListItem) => !remoteOffered(l);
const aliasOf = (l: LockListItem) => l.lockAlias;

export function LockTable({ locks, loading, total, page, onPage, selected, onSelect, onChanged, empty }: Props) {
  const { t } = useTranslation();
  // Stable between renders (LightTable renders its rows again only when these or the rows change).
  const selection = useMemo(
    () => ({ selected, onChange: onSelect, labelOf: aliasOf, disabled: notOffered }),
    [selected, onSelect],
  );
  const columns = useMemo<LightColumn<LockListItem>[]>(
    () => [
      {
        key: 'name',
        width: 220,
        title: t('locks.list.columns.name'),
        render: (l) => (
          <div>
            <Link to={`/manage/ekey?lockId=${l.lockId}`} aria-label={t('locks.list.open', { name: l.lockAlias })}>
              {l.lockAlias}
            </Link>
            <br />
            <span className="cell-note">{l.lockMac}</span>
            {l.lockKind === 'lift' || l.lockKind === 'powerSwitch' ? (
              <span className="cell-note" data-testid="lock-kind">
                {' · '}
                {t(`locks.kind.${l.lockKind}`)}
              </span>
            ) : null}
          </div>
        ),
      },
      {
        key: 'state',
        width: 130,
        title: t('locks.list.columns.state'),
        render: (l) => (
          <div className="cell-row">
            <LockStatusTag status={l.lockStatus} parking={l.parkingLock === 1} />
            {l.doorSensor === 1 && l.doorState === 1 && <DoorStateTag state={1} />}
          </div>
        ),
      },
      {
        key: 'battery',
        width: 100,
        title: t('locks.list.columns.battery'),
        render: (l) =>
          l.electricQuantity === null ? (
            <span className="text-secondary">{t('locks.list.batteryUnknown')}</span>
          ) : (
            t('locks.list.battery', { percent: l.electricQuantity })
          ),
      },
      { key: 'gateway', title: t('locks.list.columns.gateway'), render: (l) => <LockGatewayCell lock={l} /> },
      {
        key: 'remote',
        title: t('locks.list.columns.remote'),
        width: 210,
        render: (l) => (remoteOffered(l) ? <RemoteActions lock={l} onDone={onChanged} /> : null),
      },
    ],
    [t, onChanged],
  );
  return (
    <LightTable<LockListItem>
      rows={locks}
      rowKey={lockIdOf}
      loading={loading}
      empty={empty}
      // Wide enough for the gateway column (no width of its own) to keep its name, state and signal on two lines.
      minWidth={940}
      selection={selection}
      page={page}
      total={total}
      onPage={onPage}
      columns={columns}
    />
  );
}
