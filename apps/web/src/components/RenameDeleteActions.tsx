// The rename / delete (with confirmation) buttons of a table row, labelled with the row's name for screen readers.
import { Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The row's name, for the accessible labels. */
  name: string;
  renameLabel: string;
  deleteLabel: string;
  deleteConfirm: string;
  onRename: () => void;
  onDelete: () => Promise<void>;
};

export function RenameDeleteActions({ name, renameLabel, deleteLabel, deleteConfirm, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button size="small" icon={<EditOutlined />} onClick={onRename} aria-label={`${renameLabel}: ${name}`}>
        {renameLabel}
      </Button>
      <Popconfirm
        title={deleteConfirm}
        okText={deleteLabel}
        cancelText={t('common.actions.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={onDelete}
      >
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${deleteLabel}: ${name}`}>
          {deleteLabel}
        </Button>
      </Popconfirm>
    </Space>
  );
}
