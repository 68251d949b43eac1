// The list of a bulk import: pasted, or read from a CSV/text file, one "number,name" a line; below it the preview,
// each line with its problem (shared rules), and how many cards will be imported.
import { Alert, Button, Input, Space, Table, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImportLine, ImportList } from '../importList';

type Props = { text: string; onText: (text: string) => void; list: ImportList; error?: string };

export function ImportListInput({ text, onText, list, error }: Props) {
  const { t } = useTranslation();
  const bad = list.lines.filter((l) => l.problem).length;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        id="card-import-list"
        rows={6}
        value={text}
        placeholder={t('cards.import.placeholder')}
        onChange={(e) => onText(e.target.value)}
        style={{ fontFamily: 'monospace' }}
      />
      <Upload
        accept=".csv,.txt,text/csv,text/plain"
        showUploadList={false}
        beforeUpload={(file) => {
          void file.text().then(onText);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{t('cards.import.upload')}</Button>
      </Upload>
      {list.lines.length > 0 && (
        <>
          <Typography.Text data-testid="card-import-count">
            {t('cards.import.ready', { count: list.cards.length })}{' '}
            {bad > 0 && <Typography.Text type="danger">{t('cards.import.problems', { count: bad })}</Typography.Text>}
          </Typography.Text>
          <Table<ImportLine>
            data-testid="card-import-preview"
            rowKey="line"
            size="small"
            dataSource={list.lines}
            pagination={list.lines.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              { key: 'line', title: t('cards.import.line'), dataIndex: 'line', width: 70 },
              { key: 'number', title: t('cards.columns.number'), dataIndex: 'cardNumber' },
              { key: 'name', title: t('cards.columns.name'), dataIndex: 'cardName' },
              {
                key: 'check',
                title: t('cards.import.check'),
                render: (_, l) =>
                  l.problem ? (
                    <Typography.Text type="danger" role="alert">
                      {t(l.problem)}
                    </Typography.Text>
                  ) : (
                    <Tag color="success">{t('cards.import.ok')}</Tag>
                  ),
              },
            ]}
          />
        </>
      )}
      {(error ?? (list.lines.length > 0 && list.listProblem)) && (
        <Alert type="error" showIcon role="alert" message={error ?? t(list.listProblem!)} />
      )}
    </Space>
  );
}
