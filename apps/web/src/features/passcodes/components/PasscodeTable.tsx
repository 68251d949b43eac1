// The passcode list of a lock: name, code (masked unless shown), type with the cycle window, validity in lock
// time, live status, sender, send time, and the row actions.
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { lockTimeText } from '@lockconsole/lockcore/lock-time';
import { cycleView, maskCode, typeKey, validityView } from '../passcodeView';
import { PasscodeRowActions, type RowActionHandlers } from './PasscodeRowActions';
import { PasscodeStatus } from './PasscodeStatus';
import { listPagination } from '../../../components/table/listPagination';
import { emptyOrFailed, type ListLoad } from '../../../components/table/emptyOrFailed';

type Props = RowActionHandlers & {
  passcodes: PasscodeItem[];
  loading: boolean;
  /** The list's load: when it failed, the reason and a retry instead of the empty text. */
  load?: ListLoad;
  total: number;
  page: { pageNo: number; pageSize: number };
  onPage: (pageNo: number, pageSize: number) => void;
  showCodes: boolean;
  tz: number;
  onChanged: () => void;
};

export function PasscodeTable({
  passcodes,
  loading,
  load,
  total,
  page,
  onPage,
  showCodes,
  tz,
  onChanged,
  ...actions
}: Props) {
  const { t } = useTranslation();
  return (
    <Table<PasscodeItem>
      rowKey="keyboardPwdId"
      size="middle"
      loading={loading}
      dataSource={passcodes}
      scroll={{ x: 960 }}
      locale={{ emptyText: emptyOrFailed(load, t('passcodes.list.empty')) }}
      onRow={(p) => ({ 'data-testid': `passcode-row-${p.keyboardPwdId}` }) as React.HTMLAttributes<HTMLElement>}
      pagination={listPagination(page, total, onPage)}
      columns={[
        {
          key: 'name',
          title: t('passcodes.columns.name'),
          render: (_, p) => <strong>{p.keyboardPwdName || t('passcodes.list.unnamed')}</strong>,
        },
        {
          key: 'code',
          title: t('passcodes.columns.code'),
          render: (_, p) => (
            <Typography.Text
              code
              style={{ whiteSpace: 'nowrap' }}
              data-testid="passcode-code"
              aria-label={showCodes ? undefined : t('passcodes.list.hidden')}
            >
              {showCodes ? p.keyboardPwd : maskCode(p.keyboardPwd)}
            </Typography.Text>
          ),
        },
        {
          key: 'type',
          title: t('passcodes.columns.type'),
          render: (_, p) => {
            const cycle = cycleView(p);
            return (
              <>
                <span data-testid="passcode-type">{t(typeKey(p.keyboardPwdType))}</span>
                {cycle && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {t(cycle.key, { ...cycle.vars, kind: t(String(cycle.vars!.kindKey)) })}
                  </Typography.Text>
                )}
              </>
            );
          },
        },
        {
          key: 'validity',
          title: t('passcodes.columns.validity'),
          render: (_, p) => {
            const v = validityView(p, tz);
            return <span style={{ fontSize: 13 }}>{t(v.key, v.vars)}</span>;
          },
        },
        {
          key: 'status',
          title: t('passcodes.columns.status'),
          width: 170,
          render: (_, p) => <PasscodeStatus passcode={p} onChanged={onChanged} />,
        },
        {
          // Sender and send time in one cell, so the table fits a laptop screen without scrolling.
          key: 'sender',
          title: t('passcodes.columns.sender'),
          width: 170,
          render: (_, p) => (
            <>
              <Typography.Text ellipsis={{ tooltip: p.senderUsername }} style={{ maxWidth: 150, display: 'block' }}>
                {p.senderUsername || '—'}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                {lockTimeText(p.sendDate, tz)}
              </Typography.Text>
            </>
          ),
        },
        {
          key: 'actions',
          title: t('passcodes.columns.actions'),
          width: 160,
          render: (_, p) => <PasscodeRowActions passcode={p} {...actions} />,
        },
      ]}
    />
  );
}
