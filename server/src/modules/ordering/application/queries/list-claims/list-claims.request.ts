import { pageQueryRequest } from '../../../../../shared/http/validation/page-query.request';
import { ExportClaimsRequest } from '../export-claims/export-claims.request';

/** The cancel-request list: 10 a page, open requests first; narrowed by kind or by state (the export's filters). */
export class ListClaimsRequest extends pageQueryRequest({ defaultSize: 10, items: 'requests' }, ExportClaimsRequest) {}
