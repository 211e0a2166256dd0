import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { ScreenHead } from '@/components/ui/screen-head/screen-head';
import { paths } from '@/config/paths';
import { addressProblem } from '@/lib/address-rules';
import { isApiError } from '@/lib/api-client';
import { retryText } from '@/lib/failure-text';
import { notifyError } from '@/lib/notify';
import { useAddAddressMutation, useShippingAddressQuery, useUpdateAddressMutation } from '../api/addresses-api';
import { AddressFormSkeleton } from '../components/address-form-skeleton';
import { AddressFields, EMPTY_ADDRESS, type AddressDraft } from '../components/address-fields';
import type { ShippingAddress } from '../types';
import { ADDRESS_BOOK_MESSAGES } from '../utils/address-book-messages';
import styles from './addresses.module.css';

export interface AddressFormPageProps {
  memberId: number;
}

const draftOf = (entry: ShippingAddress): AddressDraft => ({
  sname: entry.sname,
  recipient: entry.recipient,
  phone: entry.phone,
  zipCode: entry.zipCode,
  address: entry.address,
  adrDetail: entry.adrDetail,
  baseAddress: entry.baseAddress === 'Y',
});

/** /mypage/address/post (add) and /mypage/address/:addressId (edit): the address's fields, then back to the list. */
export function AddressFormPage({ memberId }: AddressFormPageProps) {
  const { addressId: param } = useParams();
  const addressId = param && /^\d+$/.test(param) ? Number(param) : null;
  const editing = param !== undefined;
  const stored = useShippingAddressQuery({ memberId, addressId: addressId ?? 0 }, { skip: !editing || addressId === null });

  return (
    <section className={styles.page} aria-labelledby="my-page-title">
      <ScreenHead eyebrow="Address book" title={editing ? '배송지 수정' : '배송지 추가'} />
      {!editing ? (
        <AddressForm memberId={memberId} initial={EMPTY_ADDRESS} />
      ) : stored.data ? (
        <AddressForm key={stored.data.id} memberId={memberId} addressId={stored.data.id} initial={draftOf(stored.data)} />
      ) : stored.isError || addressId === null ? (
        <div className={styles.empty} role="alert">
          <p>{isApiError(stored.error) ? stored.error.message : ADDRESS_BOOK_MESSAGES.notFound}</p>
          <Link to={paths.myAddresses.getHref()} className={styles.emptyLink}>
            배송지 목록으로
          </Link>
        </div>
      ) : (
        <AddressFormSkeleton />
      )}
    </section>
  );
}

function AddressForm({ memberId, addressId, initial }: { memberId: number; addressId?: number; initial: AddressDraft }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [add, adding] = useAddAddressMutation();
  const [update, updating] = useUpdateAddressMutation();
  const alreadyBase = addressId !== undefined && initial.baseAddress;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = addressProblem(draft);
    if (problem) return notifyError(problem);
    const body = {
      memberId,
      sname: draft.sname.trim(),
      recipient: draft.recipient.trim(),
      phone: draft.phone,
      zipCode: draft.zipCode,
      address: draft.address.trim(),
      adrDetail: draft.adrDetail.trim(),
      baseAddress: draft.baseAddress || alreadyBase ? ('Y' as const) : ('N' as const),
    };
    try {
      if (addressId === undefined) await add(body).unwrap();
      else await update({ ...body, id: addressId }).unwrap();
      navigate(paths.myAddresses.getHref());
    } catch (error) {
      notifyError(isApiError(error) ? error.message : retryText(error));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={addressId === undefined ? '배송지 추가' : '배송지 수정'}>
      <AddressFields value={draft} onChange={setDraft} alreadyBase={alreadyBase} />
      <div className={styles.actions}>
        <Link to={paths.myAddresses.getHref()} className={styles.cancel}>
          취소
        </Link>
        <Button type="submit" size="lg" disabled={adding.isLoading || updating.isLoading}>
          저장하기
        </Button>
      </div>
    </form>
  );
}
