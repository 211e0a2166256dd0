import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Pagination } from '@/components/ui/pagination/pagination';
import { ScreenHead } from '@/components/ui/screen-head/screen-head';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { retryText } from '@/lib/failure-text';
import { confirmAction, notifyError } from '@/lib/notify';
import { useAddressBookPageQuery, useChooseBaseAddressMutation, useDeleteAddressMutation } from '../api/addresses-api';
import { AddressCard } from '../components/address-card';
import { AddressListSkeleton } from '../components/address-list-skeleton';
import { ADDRESS_BOOK_MESSAGES } from '../utils/address-book-messages';
import styles from './addresses.module.css';

export interface AddressesPageProps {
  memberId: number;
}

/**
 * /mypage/address: the address book, 5 a page, the base address first and marked. An address can be made the
 * base, edited, or deleted after a confirmation; each change reloads the list.
 */
export function AddressesPage({ memberId }: AddressesPageProps) {
  const [page, setPage] = useState(0);
  const book = useAddressBookPageQuery({ memberId, page });
  const [chooseBase, choosing] = useChooseBaseAddressMutation();
  const [remove, removing] = useDeleteAddressMutation();
  const busy = choosing.isLoading || removing.isLoading;

  const makeBase = async (addressId: number) => {
    try {
      await chooseBase({ memberId, addressId }).unwrap();
      // The base comes first: back to the first page, where it now is.
      if (page === 0) book.refetch();
      else setPage(0);
    } catch (error) {
      notifyError(isApiError(error) ? error.message : retryText(error));
    }
  };

  const removeAddress = async (addressId: number) => {
    const entry = book.data?.content.find((candidate) => candidate.id === addressId);
    const detail = entry ? ADDRESS_BOOK_MESSAGES.deleteDetail(entry.sname || entry.recipient) : undefined;
    if (!(await confirmAction(ADDRESS_BOOK_MESSAGES.confirmDelete, { confirmLabel: '삭제', detail }))) return;
    try {
      await remove({ memberId, addressId }).unwrap();
      // The last address of a later page gone: show the page before.
      const lastOnPage = book.data?.content.length === 1 && page > 0;
      if (lastOnPage) setPage(page - 1);
      else book.refetch();
    } catch (error) {
      // Spec: a delete that does not succeed says 다시 시도해주세요. (followed by what failed, when it is known).
      notifyError(retryText(error));
    }
  };

  const list = book.data;
  return (
    <section className={styles.page} aria-labelledby="my-page-title">
      <ScreenHead
        eyebrow="Address book"
        title="배송지 관리"
        lead="자주 쓰는 배송지를 저장해 두면 주문서에서 바로 선택할 수 있습니다."
        action={
          <Link to={paths.newAddress.getHref()} className={styles.addLink}>
            배송지 추가
          </Link>
        }
      />

      <div className={styles.listBlock} aria-busy={book.isFetching}>
        {book.isError ? (
          <p className={styles.message} role="alert">
            배송지를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.
          </p>
        ) : !list ? (
          <AddressListSkeleton />
        ) : list.content.length === 0 ? (
          <div className={styles.empty}>
            <p>등록된 배송지가 없습니다.</p>
            <Link to={paths.newAddress.getHref()} className={styles.emptyLink}>
              첫 배송지 등록하기
            </Link>
          </div>
        ) : (
          <>
            <ul className={styles.addresses} aria-label="배송지 목록">
              {list.content.map((entry) => (
                <AddressCard
                  key={entry.id}
                  entry={entry}
                  editHref={paths.editAddress.getHref(entry.id)}
                  busy={busy}
                  onChooseBase={() => makeBase(entry.id)}
                  onDelete={() => removeAddress(entry.id)}
                />
              ))}
            </ul>
            <Pagination page={page} totalPages={list.totalPages} onChange={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
