// A searched, server-paged list of an account-wide page (lock users, authorized admins): the page and search text,
// the query (previous page kept while the next loads), a new search back to page 1, and whether the list is empty
// with no search at all (the first-use hint instead of "no match").
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

export type ListQuery = { pageNo: number; pageSize: number; searchStr?: string };

export function useSearchedList<T extends { total: number }>(key: QueryKey, fetch: (q: ListQuery) => Promise<T>) {
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [search, setSearch] = useState('');
  const query = useQuery({
    queryKey: [...key, page.pageNo, page.pageSize, search],
    queryFn: () => fetch({ ...page, searchStr: search || undefined }),
    placeholderData: keepPreviousData,
  });
  return {
    query,
    page,
    onPage: (pageNo: number, pageSize: number) => setPage({ pageNo, pageSize }),
    onSearch: (text: string) => {
      setSearch(text);
      setPage((p) => ({ ...p, pageNo: 1 }));
    },
    noneAtAll: !query.isLoading && query.data?.total === 0 && !search,
  };
}
