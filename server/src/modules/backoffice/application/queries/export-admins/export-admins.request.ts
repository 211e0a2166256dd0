import { sortQueryRequest } from '../../../../../shared/http/validation/sort-query.request';
import { ADMIN_SORT_FIELDS } from '../list-admins/list-admins.request';

/** The admin list's sort, without paging (the export takes up to CSV_EXPORT_LIMIT rows). */
export class ExportAdminsRequest extends sortQueryRequest({ fields: ADMIN_SORT_FIELDS, defaultSort: { field: 'created', direction: 'desc' } }) {}
