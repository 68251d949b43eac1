// The ekeys of one lock (spec §3 credential fields): key name and account, status, validity (lock time), sender
// and send time, remote unlock, authorized admin flag, and the row actions. A light table (#26): the lock page's
// default tab renders without antd.
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { LightTable, type LightColumn } from '../../../components/table/LightTable';
import { Tag } from '../../../components/ui/Tag';
import { describeValidity, lockRevokeKey, statusTone, statusKey } from '../ekeyLabels';

type Props = {
  keys: EkeyItem[];
  loading: boolean;
  total: number;
  page: { pageNo: number; pageSize: number };
  onPage: (pageNo: number, pageSize: number) => void;
  tz: number;
  empty: React.ReactNode;
  actions: (k: EkeyItem) => React.ReactNode;
};

const keyIdOf = (k: EkeyItem) => k.keyId;

export function EkeyTable({ keys, loading, total, page, onPage, tz, empty, actions }: Props) {
  const { t } = useTranslation();
  const columns = useMemo<LightColumn<EkeyItem>[]>(
    () => [
      {
        key: 'name',
        title: t('ekeys.list.columns.key'),
        width: 210,
        render: (k) => (
          <div className="cell-stack cell-stack--tight">
            <strong>{k.keyName}</strong>
            <span className="text-secondary cell-ellipsis" title={k.username}>
              {k.username}
              {k.nickname && k.nickname !== k.username && ` · ${k.nickname}`}
            </span>
            {k.remarks && <em className="cell-note">{k.remarks}</em>}
          </div>
        ),
      },
      {
        key: 'status',
        title: t('ekeys.list.columns.status'),
        width: 160,
        render: (k) => {
          const revoke = lockRevokeKey(k);
          return (
            <div className="cell-stack">
              <Tag tone={statusTone(k.keyStatus)} data-testid="ekey-status">
                {t(statusKey(k.keyStatus))}
              </Tag>
              {revoke && (
                <span className="cell-note" title={t('ekeys.list.lockRevoke.help')} data-testid="ekey-lock-revoke">
                  {t(revoke)}
                </span>
              )}
              {revoke && k.lockRevokeReason && (
                <span className="cell-note text-danger" data-testid="ekey-lock-revoke-cause">
                  {t('ekeys.list.lockRevoke.lastAttempt', { reason: k.lockRevokeReason })}
                </span>
              )}
              {k.keyRight === 1 && <Tag tone="purple">{t('ekeys.list.authorizedAdmin')}</Tag>}
              <span className={k.remoteEnable === 1 ? 'cell-note cell-note--plain' : 'cell-note'}>
                {t(k.remoteEnable === 1 ? 'ekeys.list.remoteAllowed' : 'ekeys.list.remoteNotAllowed')}
              </span>
            </div>
          );
        },
      },
      {
        key: 'validity',
        title: t('ekeys.list.columns.validity'),
        width: 200,
        render: (k) => <span className="cell-small">{describeValidity(k, tz, t)}</span>,
      },
      {
        key: 'sender',
        title: t('ekeys.list.columns.sender'),
        width: 180,
        render: (k) => (
          <div className="cell-stack cell-stack--tight">
            <span className="cell-ellipsis" title={k.senderUsername}>
              {k.senderUsername || '—'}
            </span>
            <span className="cell-note">{dayjs(k.date).format('YYYY-MM-DD HH:mm')}</span>
          </div>
        ),
      },
      { key: 'actions', title: t('ekeys.list.columns.actions'), width: 190, render: actions },
    ],
    [t, tz, actions],
  );
  return (
    <LightTable<EkeyItem>
      rows={keys}
      rowKey={keyIdOf}
      columns={columns}
      loading={loading}
      empty={empty}
      minWidth={940}
      page={page}
      total={total}
      onPage={onPage}
      testId="ekey-table"
    />
  );
}
