// The lock groups with their lock counts; rename and delete for real groups (not the "not grouped" entry).
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyGroup } from '@lockconsole/shared/user/list-key-group';
import { RenameDeleteActions } from '../../../components/RenameDeleteActions';

type Props = { groups: KeyGroup[]; onRename: (g: KeyGroup) => void; onDelete: (g: KeyGroup) => Promise<void> };

export function GroupTable({ groups, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Table<KeyGroup>
      rowKey="groupId"
      size="middle"
      dataSource={groups}
      pagination={false}
      locale={{ emptyText: t('groups.empty') }}
      columns={[
        {
          key: 'name',
          title: t('groups.columns.name'),
          render: (_, g) => (g.groupId <= 0 ? t('groups.notGrouped') : g.groupName),
        },
        {
          key: 'locks',
          title: t('groups.columns.locks'),
          render: (_, g) => t('groups.lockCount', { count: g.lockCount }),
        },
        {
          key: 'actions',
          title: t('groups.columns.actions'),
          render: (_, g) =>
            g.groupId > 0 && (
              <RenameDeleteActions
                name={g.groupName}
                renameLabel={t('groups.rename')}
                deleteLabel={t('groups.delete')}
                deleteConfirm={t('groups.deleteConfirm', { name: g.groupName })}
                onRename={() => onRename(g)}
                onDelete={() => onDelete(g)}
              />
            ),
        },
      ]}
    />
  );
}
