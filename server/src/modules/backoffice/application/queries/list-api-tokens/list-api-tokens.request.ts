import { pageQueryRequest } from '../../../../../shared/http/validation/page-query.request';

export class ListApiTokensRequest extends pageQueryRequest({ defaultSize: 20, items: 'tokens' }) {}
