import { sortedPageQueryRequest } from '../../../../../shared/http/validation/sorted-page-query.request';

export const ADMIN_SORT_FIELDS = ['id', 'email', 'adminName', 'role', 'useYn', 'created'] as const;

export class ListAdminsRequest extends sortedPageQueryRequest({
  defaultSize: 10,
  items: 'admins',
  fields: ADMIN_SORT_FIELDS,
  defaultSort: { field: 'created', direction: 'desc' },
}) {}
