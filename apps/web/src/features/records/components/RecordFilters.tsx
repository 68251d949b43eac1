// Record filters: record query type (spec §3) and a search term (credential, person's name or account).
import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUERY_TYPES } from '../recordTypes';

type Props = {
  recordType: number;
  searchStr: string;
  onChange: (f: { recordType: number; searchStr: string }) => void;
};

export function RecordFilters({ recordType, searchStr, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('records.filter.type')}
        value={recordType}
        style={{ width: 200 }}
        options={QUERY_TYPES.map((q) => ({ value: q, label: t(`records.queryType.${q}`) }))}
        onChange={(v: number) => onChange({ recordType: v, searchStr })}
      />
      <Input.Search
        key={searchStr}
        allowClear
        defaultValue={searchStr}
        placeholder={t('records.filter.search')}
        aria-label={t('records.filter.search')}
        enterButton={t('records.filter.searchButton')}
        style={{ width: 320 }}
        onSearch={(v) => onChange({ recordType, searchStr: v.trim() })}
      />
    </Space>
  );
}
