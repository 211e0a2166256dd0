import { sortQueryRequest } from '../../../../../shared/http/validation/sort-query.request';
import { COUPON_SORT_FIELDS } from '../../ports/coupon-admin.repository.port';

/** The coupon list's sort, without paging (the export takes up to CSV_EXPORT_LIMIT rows). */
export class ExportCouponsRequest extends sortQueryRequest({ fields: COUPON_SORT_FIELDS, defaultSort: { field: 'created', direction: 'desc' } }) {}
