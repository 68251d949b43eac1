// Picks one of the caller's locks that they may issue passcodes for (owner or authorized admin), searched by name
// on the server as the user types.
import { Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchLocks } from '../api/passcodeApi';

type Props = { value: number | null; onChange: (lockId: number) => void };

export function LockPicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const locks = useQuery({ queryKey: ['passcodes', 'lock-picker', search], queryFn: () => searchLocks(search) });
  const options = (locks.data?.list ?? [])
    .filter((l) => l.userType === 'owner' || l.userType === 'authorizedAdmin')
    .map((l) => ({ value: l.lockId, label: l.lockAlias }));
  return (
    <Form layout="vertical" style={{ maxWidth: 420 }}>
      <Form.Item label={t('passcodes.send.lock')} htmlFor="passcode-lock" extra={t('passcodes.send.lockHelp')}>
        <Select
          id="passcode-lock"
          showSearch
          filterOption={false}
          onSearch={setSearch}
          loading={locks.isFetching}
          value={value ?? undefined}
          onChange={onChange}
          placeholder={t('passcodes.send.lockPlaceholder')}
          notFoundContent={t('passcodes.send.noLocks')}
          options={options}
        />
      </Form.Item>
    </Form>
  );
}
