import { useEffect, useId, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { Select } from '@/components/ui/select/select';
import { paths } from '@/config/paths';
import { addressProblem } from '@/lib/address-rules';
import { notifyError } from '@/lib/notify';
import { selectCheckout, selectConsentsGiven, selectPaymentGoods } from '../store/checkout-selectors';
import { useAddressBookQuery } from '../api/checkout-api';
import { useCheckoutEnvironment } from '../components/checkout-environment';
import { EMPTY_ADDRESS, NewAddressForm, type AddressDraft } from '../components/new-address-form';
import { OrderSummary } from '../components/order-summary';
import { checkoutTitle, useCheckoutQuote } from '../hooks/use-checkout-quote';
import { checkoutChosen, type ShipmentChoice } from '../store/checkout-slice';

import type { ShippingAddress } from '../types';
import {
  DELIVERY_REQUESTS,
  deliveryRequestChoice,
  deliveryRequestText,
  REQUEST_MAX_LENGTH,
  type DeliveryRequestId,
} from '../utils/delivery-requests';
import { SHIPMENT_MESSAGES } from '../utils/shipment-messages';
import styles from './checkout.module.css';

type Mode = 'book' | 'new';

const fromBook = (entry: ShippingAddress): ShipmentChoice => ({
  kind: 'book',
  addressId: entry.id,
  recipient: entry.recipient,
  phone: entry.phone,
  zipCode: entry.zipCode,
  address: entry.address,
  adrDetail: entry.adrDetail,
});

/** /payment/shipment-info: an address-book entry (the base one first) or a new address, and the delivery request. */
export default function ShipmentInfoPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { orderer } = useCheckoutEnvironment();
  const items = useSelector(selectPaymentGoods);
  const checkout = useSelector(selectCheckout);
  const consented = useSelector(selectConsentsGiven);
  const { quote } = useCheckoutQuote(orderer.id, items, checkout.couponId, checkout.point);
  const guest = Boolean(orderer.guest);
  // The address book is a member's: a guest types the address.
  const { data: book, isLoading } = useAddressBookQuery(orderer.id, { skip: guest });
  const entries = useMemo(() => book?.content ?? [], [book]);

  const previous = checkout.shipment;
  const [mode, setMode] = useState<Mode>(previous?.kind === 'new' ? 'new' : 'book');
  const [addressId, setAddressId] = useState<number | null>(previous?.kind === 'book' ? previous.addressId : null);
  const [draft, setDraft] = useState<AddressDraft>(
    previous?.kind === 'new' ? { ...previous.address, makeBase: previous.address.baseAddress === 'Y' } : EMPTY_ADDRESS,
  );
  const initialRequest = deliveryRequestChoice(checkout.request);
  const [requestId, setRequestId] = useState<DeliveryRequestId>(initialRequest.id);
  const [customRequest, setCustomRequest] = useState(initialRequest.custom);
  const requestSelectId = useId();
  const customRequestId = useId();

  // The base address is chosen for the shopper; with an empty (or unreadable) book, a new address is asked for.
  useEffect(() => {
    if (isLoading) return;
    if (entries.length === 0) {
      setMode('new');
      return;
    }
    setAddressId((chosen) => chosen ?? (entries.find((entry) => entry.baseAddress === 'Y') ?? entries[0]).id);
  }, [entries, isLoading]);

  // The steps go in order: the consents come first.
  if (!consented) return <Navigate to={paths.orderInfo.getHref()} replace />;

  const next = () => {
    let shipment: ShipmentChoice;
    if (mode === 'book') {
      const entry = entries.find((candidate) => candidate.id === addressId);
      if (!entry) return notifyError(SHIPMENT_MESSAGES.chooseAddress);
      shipment = fromBook(entry);
    } else {
      const problem = addressProblem(draft);
      if (problem) return notifyError(problem);
      const { makeBase, ...address } = draft;
      shipment = {
        kind: 'new',
        address: {
          ...address,
          recipient: address.recipient.trim(),
          address: address.address.trim(),
          adrDetail: address.adrDetail.trim(),
          baseAddress: makeBase && !guest ? 'Y' : 'N',
          save: makeBase && !guest,
        },
      };
    }
    if (requestId === 'custom' && !customRequest.trim()) return notifyError(SHIPMENT_MESSAGES.customRequest);
    dispatch(checkoutChosen({ shipment, request: deliveryRequestText(requestId, customRequest) }));
    navigate(paths.paymentMethod.getHref());
  };

  return (
    <>
      <h1 className={styles.title}>{checkoutTitle(items)}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>배송지</legend>
            {!guest && (
            <div className={styles.tabs} role="radiogroup" aria-label="배송지 선택 방법">
              <label className={styles.tab}>
                <input type="radio" name="address-mode" checked={mode === 'book'} disabled={entries.length === 0} onChange={() => setMode('book')} />
                배송지 목록
              </label>
              <label className={styles.tab}>
                <input type="radio" name="address-mode" checked={mode === 'new'} onChange={() => setMode('new')} />
                신규 입력
              </label>
            </div>
            )}

            {mode === 'book' ? (
              <ul className={styles.radios} aria-busy={isLoading}>
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <label className={styles.radio}>
                      <input type="radio" name="address-book" checked={addressId === entry.id} onChange={() => setAddressId(entry.id)} />
                      <span className={styles.radioBody}>
                        <span className={styles.radioTitle}>
                          {entry.sname || entry.recipient}
                          {entry.baseAddress === 'Y' && <span className={styles.badge}>기본</span>}
                        </span>
                        <span>
                          {entry.recipient} · {entry.phone}
                        </span>
                        <span>
                          [{entry.zipCode}] {entry.address} {entry.adrDetail}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            ) : (
              <NewAddressForm value={draft} onChange={setDraft} bookless={guest} />
            )}
          </fieldset>

          <section className={styles.section} aria-labelledby="request-title">
            <h2 id="request-title" className={styles.sectionTitle}>
              배송 요청사항
            </h2>
            <label htmlFor={requestSelectId} className="sr-only">
              배송 요청사항 선택
            </label>
            <Select id={requestSelectId} value={requestId} onChange={(e) => setRequestId(e.target.value as DeliveryRequestId)}>
              {DELIVERY_REQUESTS.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.label}
                </option>
              ))}
            </Select>
            {requestId === 'custom' && (
              <>
                <label htmlFor={customRequestId} className="sr-only">
                  배송 요청사항 직접 입력
                </label>
                <textarea
                  id={customRequestId}
                  className={styles.textarea}
                  maxLength={REQUEST_MAX_LENGTH}
                  value={customRequest}
                  placeholder="배송 기사님께 전할 말을 적어주세요."
                  onChange={(e) => setCustomRequest(e.target.value.slice(0, REQUEST_MAX_LENGTH))}
                />
                <span className={styles.counter} aria-live="polite">
                  {customRequest.length}/{REQUEST_MAX_LENGTH}
                </span>
              </>
            )}
          </section>
        </div>

        <aside className={styles.aside}>
          <OrderSummary quote={quote} />
          <div className={styles.actions}>
            <Button size="lg" block onClick={next}>
              다음 단계
            </Button>
            <Button variant="text" block onClick={() => navigate(paths.orderInfo.getHref())}>
              이전 단계
            </Button>
          </div>
        </aside>
      </div>
    </>
  );
}
