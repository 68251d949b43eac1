// Picks the locks to send one ekey to (batch sending, /ekey/send): the caller's locks it may send keys on
// (owner or authorized admin), with the caller's role on each. The list itself is the shared LockPicker.
import { Empty, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LockListItem } from '@lockconsole/shared/lock/lock';
import { LockPicker as LockList } from '../../../components/LockPicker';
import { listPickerLocks } from '../api/managedLocksApi';

type Props = {
  value: number[];
  onChange: (ids: number[], locks: LockListItem[]) => void;
  error?: string;
};

/** Owners and authorized admins send keys (spec §6); key holders cannot. */
const canSend = (l: LockListItem) => l.userType === 'owner' || l.userType === 'authorizedAdmin';

export function LockPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const locks = useQuery({
    queryKey: ['ekey-picker-locks'],
    queryFn: () => listPickerLocks({ groupId: -1, pageNo: 1, pageSize: 1000 }),
  });
  return (
    <LockList<LockListItem>
      label={t('ekeys.form.locks')}
      locks={(locks.data?.list ?? []).filter(canSend)}
      loading={locks.isLoading}
      value={value}
      onChange={onChange}
      error={error}
      empty={<Empty description={locks.isError ? locks.error.message : t('ekeys.picker.empty')} />}
      columns={[
        {
          key: 'role',
          title: t('ekeys.picker.role'),
          render: (_, l) =>
            l.userType === 'owner' ? (
              <Tag color="blue">{t('ekeys.picker.owner')}</Tag>
            ) : (
              <Tag>{t('ekeys.picker.authorizedAdmin')}</Tag>
            ),
        },
      ]}
    />
  );
}
