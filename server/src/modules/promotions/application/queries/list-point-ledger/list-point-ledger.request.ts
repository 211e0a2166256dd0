import { pageQueryRequest } from '../../../../../shared/http/validation/page-query.request';

export const POINT_LEDGER_PAGE_SIZE = 10;

export class ListPointLedgerRequest extends pageQueryRequest({ defaultSize: POINT_LEDGER_PAGE_SIZE, items: 'ledger rows' }) {}
