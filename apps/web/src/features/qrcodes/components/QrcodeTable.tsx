// The QR code list of a lock: name and number, status, validity in lock time, refresh interval, issued by and when,
// the link actions and the row actions.
import { Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QrcodeItem } from '@lockconsole/shared/qrcode/qrcode';
import { lockTimeText } from '@lockconsole/lockcore/lock-time';
import { CredentialValidity } from '../../../components/credential/CredentialValidity';
import { listPagination } from '../../../components/table/listPagination';
import { asCredentialValidity, qrStatusView, refreshView } from '../qrcodeView';
import { QrcodeLinkActions } from './QrcodeLinkActions';
import { QrcodeRowActions, type QrcodeActionHandlers } from './QrcodeRowActions';
import { emptyOrFailed, type ListLoad } from '../../../components/table/emptyOrFailed';

type Props = QrcodeActionHandlers & {
  qrcodes: QrcodeItem[];
  loading: boolean;
  /** The list's load: when it failed, the reason and a retry instead of the empty text. */
  load?: ListLoad;
  total: number;
  page: { pageNo: number; pageSize: number };
  onPage: (pageNo: number, pageSize: number) => void;
  tz: number;
};

export function QrcodeStatusTag({ qrcode }: { qrcode: Pick<QrcodeItem, 'status'> }) {
  const { t } = useTranslation();
  const v = qrStatusView(qrcode);
  return (
    <Tag color={v.tone} data-testid="qrcode-status-tag">
      {t(v.key)}
    </Tag>
  );
}

export function QrcodeTable({ qrcodes, loading, load, total, page, onPage, tz, ...actions }: Props) {
  const { t } = useTranslation();
  return (
    <Table<QrcodeItem>
      rowKey="qrcodeId"
      size="middle"
      loading={loading}
      dataSource={qrcodes}
      scroll={{ x: 1100 }}
      locale={{ emptyText: emptyOrFailed(load, t('qrcodes.list.empty')) }}
      onRow={(q) => ({ 'data-testid': `qrcode-row-${q.qrcodeId}` }) as React.HTMLAttributes<HTMLElement>}
      pagination={listPagination(page, total, onPage)}
      columns={[
        {
          key: 'name',
          title: t('qrcodes.columns.name'),
          render: (_, q) => (
            <>
              <strong>{q.qrcodeName || t('qrcodes.list.unnamed')}</strong>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="qrcode-number">
                {t('qrcodes.list.number', { number: q.qrcodeNumber })}
              </Typography.Text>
            </>
          ),
        },
        {
          key: 'status',
          title: t('qrcodes.columns.status'),
          width: 140,
          render: (_, q) => <QrcodeStatusTag qrcode={q} />,
        },
        {
          key: 'validity',
          title: t('qrcodes.columns.validity'),
          render: (_, q) => <CredentialValidity card={asCredentialValidity(q)} tz={tz} />,
        },
        {
          key: 'refresh',
          title: t('qrcodes.columns.refresh'),
          width: 150,
          render: (_, q) => {
            const v = refreshView(q.refreshTime);
            return <span data-testid="qrcode-refresh">{t(v.key, v.vars)}</span>;
          },
        },
        {
          key: 'sender',
          title: t('qrcodes.columns.sender'),
          width: 170,
          render: (_, q) => (
            <>
              <Typography.Text ellipsis={{ tooltip: q.senderUsername }} style={{ maxWidth: 150, display: 'block' }}>
                {q.senderUsername || '—'}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                {lockTimeText(q.createDate, tz)}
              </Typography.Text>
            </>
          ),
        },
        {
          key: 'actions',
          title: t('qrcodes.columns.actions'),
          width: 270,
          render: (_, q) => (
            <Space size={4} wrap>
              <QrcodeLinkActions qrcode={q} compact />
              <QrcodeRowActions qrcode={q} {...actions} />
            </Space>
          ),
        },
      ]}
    />
  );
}
