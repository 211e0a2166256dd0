import { Alert, Button, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '@/lib/api-client';
import { formatKoreanDateTime, formatKoreanDay, formatKoreanDayRange } from '@/lib/korea-date';
import { stageLabel } from '@/lib/production';
import { failureText } from '../../lib/admin-alerts';
import { useWorkSheetsQuery } from '../api/production-api';
import type { ProductionOrder } from '../api/production-types';
import { engravingOf, linesOf } from '../components/production-lines';
import styles from './work-sheet-page.module.css';

/** The workshop's steps a maker signs off on the paper, in order. */
const SIGN_OFF = ['재단', '봉제', '마감·검수', '출고'] as const;
const MAX_SHEETS = 50;

/** ?orderIds=41,42 → [41, 42]; null when the list is empty, too long or not all ids. */
export function sheetIds(value: string | null): number[] | null {
  const ids = (value ?? '').split(',').filter(Boolean).map(Number);
  if (ids.length === 0 || ids.length > MAX_SHEETS || !ids.every((id) => Number.isSafeInteger(id) && id > 0)) return null;
  return [...new Set(ids)];
}

function WorkSheet({ order }: { order: ProductionOrder }) {
  const titleId = `sheet-${order.id}`;
  const production = order.production;
  return (
    <article className={styles.sheet} aria-labelledby={titleId} data-testid="work-sheet">
      <header className={styles.sheetHead}>
        <h2 id={titleId} className={styles.sheetTitle}>
          작업지시서
        </h2>
        <p className={styles.orderNumber}>{order.orderNumber}</p>
      </header>

      <dl className={styles.facts}>
        <dt>주문번호</dt>
        <dd>{order.orderNumber}</dd>
        <dt>결제일시</dt>
        <dd>{order.paidAt ? formatKoreanDateTime(order.paidAt) : '-'}</dd>
        <dt>제작 단계</dt>
        <dd>{production ? stageLabel(production.stage) : '제작 대상 아님'}</dd>
        <dt>출고 기한</dt>
        <dd>
          {production ? (
            <>
              <strong>{formatKoreanDay(production.dispatchDue)}</strong>
              {production.dispatchFrom !== production.dispatchDue && ` (예상 ${formatKoreanDayRange(production.dispatchFrom, production.dispatchDue)})`}
              {order.overdue && <span className={styles.overdue}> 출고 지연</span>}
            </>
          ) : (
            '-'
          )}
        </dd>
      </dl>

      <section aria-labelledby={`${titleId}-lines`}>
        <h3 id={`${titleId}-lines`} className={styles.sectionTitle}>
          제작할 상품
        </h3>
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col" className={styles.goods}>
                상품
              </th>
              <th scope="col">옵션</th>
              <th scope="col" className={styles.amount}>
                수량
              </th>
              <th scope="col" className={styles.check}>
                확인
              </th>
            </tr>
          </thead>
          <tbody>
            {linesOf(order).map((line) => (
              <tr key={line.key}>
                <td className={styles.goods}>{line.goodsName}</td>
                <td>
                  {line.options.length === 0
                    ? '-'
                    : line.options.map((option) => (
                        <div key={`${option.categoryName}-${option.optName}`} className={styles.option}>
                          {`${option.categoryName}: ${option.optName}`}
                          {option.text && <div className={styles.engraving}>{engravingOf(option)}</div>}
                        </div>
                      ))}
                </td>
                <td className={styles.amount}>{line.amount}</td>
                <td className={styles.check}>
                  <span className={styles.box} aria-label="확인 칸" role="img" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby={`${titleId}-recipient`}>
        <h3 id={`${titleId}-recipient`} className={styles.sectionTitle}>
          받는 분
        </h3>
        <dl className={styles.facts}>
          <dt>이름</dt>
          <dd>{order.recipient}</dd>
          <dt>연락처</dt>
          <dd>{order.phone}</dd>
          <dt>주소</dt>
          <dd>{`[${order.zipCode}] ${order.address} ${order.adrDetail}`.trim()}</dd>
          <dt>배송 요청사항</dt>
          <dd>{order.request || '없음'}</dd>
        </dl>
      </section>

      <section aria-labelledby={`${titleId}-signoff`}>
        <h3 id={`${titleId}-signoff`} className={styles.sectionTitle}>
          작업자 확인
        </h3>
        <table className={styles.signOff}>
          <thead>
            <tr>
              {SIGN_OFF.map((step) => (
                <th key={step} scope="col">
                  {step}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {SIGN_OFF.map((step) => (
                <td key={step} aria-label={`${step} 작업자 이니셜`}>
                  <span className={styles.initialsHint}>이니셜 / 날짜</span>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </section>
    </article>
  );
}

/**
 * /admin/production/sheet?orderIds=41,42: the work sheets (작업지시서) of the selected orders, one A4 page each, with no
 * console frame (its own route beside the layout). 인쇄 opens the browser's print dialog; the print styles drop the
 * toolbar and break a page after each order.
 */
export function WorkSheetPage() {
  const [params] = useSearchParams();
  const ids = sheetIds(params.get('orderIds'));
  const { data, error, isLoading } = useWorkSheetsQuery(ids ?? [], { skip: !ids });

  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <h1 className={styles.documentTitle}>{`작업지시서 ${data ? `${data.length}건` : ''}`.trim()}</h1>
        <Button type="primary" onClick={() => window.print()} disabled={!data?.length}>
          인쇄
        </Button>
      </div>
      {!ids && <Alert type="warning" showIcon title="인쇄할 주문을 제작 현황에서 선택해주세요." />}
      {ids && isLoading && <Spin />}
      {error && <Alert type="error" showIcon title={isApiError(error) ? error.message : failureText(error)} />}
      {data && (
        <main className={styles.sheets}>
          {data.map((order) => (
            <WorkSheet key={order.id} order={order} />
          ))}
        </main>
      )}
    </div>
  );
}
