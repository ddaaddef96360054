import { useSearchParams } from 'react-router';
import { pageFrom } from './pageFrom.ts';

/** A table's page and search text kept in the URL, so Back and shared links keep them. */
export function useTableParams() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const search = params.get('search') ?? '';
  const setPage = (next: number) =>
    setParams((current) => {
      current.set('page', String(next));
      return current;
    });
  const setSearch = (next: string) =>
    setParams(
      (current) => {
        if (next.trim()) {
          current.set('search', next.trim());
        } else {
          current.delete('search');
        }
        current.delete('page');
        return current;
      },
      { replace: true },
    );
  return { page, search, setPage, setSearch };
}
