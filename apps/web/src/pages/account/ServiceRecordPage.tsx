// /account/record (issue 17; spec §2 service records): purchases and uses of each paid service, newest first.
import { Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { LedgerEntry } from '@lockconsole/shared/commerce/commerce';
import { useServiceRecords } from '../../features/services/hooks/useServices';
import { ToneTag } from '../../features/services/components/ToneTag';

export function ServiceRecordPage() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [serviceType, setServiceType] = useState(0);
  const [kind, setKind] = useState(0);
  const records = useServiceRecords({ pageNo, pageSize: 20, serviceType, kind });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('service.records.title')}
      </Typography.Title>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          aria-label={t('service.records.service')}
          style={{ minWidth: 180 }}
          value={serviceType}
          onChange={(v) => {
            setServiceType(v);
            setPageNo(1);
          }}
          options={[
            { value: 0, label: t('service.records.allServices') },
            ...[1, 4, 3, 5].map((s) => ({ value: s, label: t(`service.type.${s}`) })),
          ]}
        />
        <Select
          aria-label={t('service.records.kind')}
          style={{ minWidth: 180 }}
          value={kind}
          onChange={(v) => {
            setKind(v);
            setPageNo(1);
          }}
          options={[
            { value: 0, label: t('service.records.allKinds') },
            { value: 1, label: t('service.kind.1') },
            { value: 2, label: t('service.kind.2') },
          ]}
        />
      </Space>
      <Table<LedgerEntry>
        rowKey="recordId"
        size="middle"
        loading={records.isPending}
        dataSource={records.data?.list ?? []}
        locale={{ emptyText: t('service.records.empty') }}
        pagination={{ current: pageNo, pageSize: 20, total: records.data?.total ?? 0, onChange: setPageNo }}
        columns={[
          {
            key: 'time',
            title: t('service.records.time'),
            render: (_, r) => dayjs(r.createdAt).format('YYYY-MM-DD HH:mm'),
          },
          { key: 'service', title: t('service.records.service'), render: (_, r) => t(`service.type.${r.serviceType}`) },
          {
            key: 'kind',
            title: t('service.records.kind'),
            render: (_, r) => (
              <ToneTag tone={r.kind === 1 ? 'green' : 'default'}>{t(`service.kind.${r.kind}`)}</ToneTag>
            ),
          },
          {
            key: 'count',
            title: t('service.records.count'),
            render: (_, r) => (r.count > 0 ? `+${r.count}` : r.count),
          },
          { key: 'balance', title: t('service.records.balance'), dataIndex: 'balance' },
          { key: 'detail', title: t('service.records.detail'), render: (_, r) => r.description ?? '' },
        ]}
      />
    </>
  );
}
