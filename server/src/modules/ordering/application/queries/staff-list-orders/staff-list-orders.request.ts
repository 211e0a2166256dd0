import { sortedPageQueryRequest } from '../../../../../shared/http/validation/sorted-page-query.request';
import { ExportOrdersRequest } from '../export-orders/export-orders.request';

/** The back office's order list: 10 a page (spec), newest first, narrowed by the export's filters. */
export class StaffListOrdersRequest extends sortedPageQueryRequest(
  {
    defaultSize: 10,
    items: 'orders',
    fields: ['created', 'totalPrice', 'orderNumber'] as const,
    defaultSort: { field: 'created', direction: 'desc' },
  },
  ExportOrdersRequest,
) {}
