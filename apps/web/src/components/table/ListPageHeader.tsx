// The head of an account-wide list page: title, one line of help, a search box (trimmed; a new search goes back
// to page 1 through onSearch) and the page's own buttons on the right.
import { Empty, Input, Space, Typography } from 'antd';
import { emptyOrFailed, type ListLoad } from './emptyOrFailed';

type Props = {
  title: string;
  intro: string;
  searchLabel: string;
  onSearch: (text: string) => void;
  children?: React.ReactNode;
};

export function ListPageHeader({ title, intro, searchLabel, onSearch, children }: Props) {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={searchLabel}
          aria-label={searchLabel}
          onSearch={(v) => onSearch(v.trim())}
          style={{ width: 280 }}
        />
        {children}
      </Space>
    </>
  );
}

/** What an empty list says: why it failed, with "Try again"; the first-use hint when there is nothing at all; else
 *  "no match". */
export function ListEmpty(p: { load: ListLoad; noneAtAll: boolean; title: string; noMatch: string; hint: string }) {
  return emptyOrFailed(
    p.load,
    <Empty description={<strong>{p.noneAtAll ? p.title : p.noMatch}</strong>}>
      {p.noneAtAll && <Typography.Text type="secondary">{p.hint}</Typography.Text>}
    </Empty>,
  );
}
