import { pagingRequest } from '../../requests/paging.request';

export const POINT_LEDGER_PAGE_SIZE = 10;

export class ListPointLedgerRequest extends pagingRequest(POINT_LEDGER_PAGE_SIZE) {}
