import { useId, useState } from 'react';
import { Drawer } from '@/components/ui/drawer/drawer';
import { SearchIcon } from '@/components/ui/icons/icons';
import { Spinner } from '@/components/ui/spinner/spinner';
import { SEARCH_DEBOUNCE_MS } from '@/config/shop';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useGetSearchDefaultsQuery, useSearchGoodsQuery } from '../api/search-api';
import { SearchResults } from './search-results';
import styles from './search-drawer.module.css';

export interface SearchDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** A search box; with no query it lists 3 default goods, as you type it shows live results. */
export function SearchDrawer({ open, onClose }: SearchDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} side="top" eyebrow="Search" title="검색" className={styles.drawer}>
      <SearchPanel onNavigate={onClose} />
    </Drawer>
  );
}

function SearchPanel({ onNavigate }: { onNavigate: () => void }) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const defaults = useGetSearchDefaultsQuery(undefined, { skip: q !== '' });
  const results = useSearchGoodsQuery(q, { skip: q === '' });
  const active = q === '' ? defaults : results;

  return (
    <div className={styles.panel}>
      <form className={styles.form} role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className="sr-only">
          상품 검색
        </label>
        <SearchIcon size={20} />
        <input
          id={inputId}
          data-autofocus
          className={styles.input}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="찾으시는 상품을 입력해주세요"
          maxLength={50}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>

      <p className={styles.heading}>{q === '' ? '추천 상품' : `'${q}' 검색 결과`}</p>

      {active.isError ? (
        <p className={styles.message}>검색하지 못했습니다. 잠시 후 다시 시도해주세요.</p>
      ) : !active.data ? (
        <Spinner label="검색 중" />
      ) : active.data.length === 0 ? (
        <p className={styles.message}>'{q}'에 대한 검색 결과가 없습니다.</p>
      ) : (
        <SearchResults goods={active.data} onNavigate={onNavigate} />
      )}
    </div>
  );
}
