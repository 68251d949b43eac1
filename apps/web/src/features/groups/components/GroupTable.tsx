// The lock groups with their lock counts; rename and delete for real groups (not the "not grouped" entry).
import { Button, Popconfirm, Space, Table } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { KeyGroup } from '@lockconsole/shared/user/list-key-group';

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
              <Space>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => onRename(g)}
                  aria-label={`${t('groups.rename')}: ${g.groupName}`}
                >
                  {t('groups.rename')}
                </Button>
                <Popconfirm
                  title={t('groups.deleteConfirm', { name: g.groupName })}
                  okText={t('groups.delete')}
                  cancelText={t('common.actions.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onDelete(g)}
                >
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('groups.delete')}: ${g.groupName}`}
                  >
                    {t('groups.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
        },
      ]}
    />
  );
}
