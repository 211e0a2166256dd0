import { pageQueryRequest } from '../../../../../shared/http/validation/page-query.request';
import { ExportAccessLogRequest } from '../export-access-log/export-access-log.request';

/** Newest first; narrowed to one admin or one kind of subject (the export's filters). */
export class ListAccessLogRequest extends pageQueryRequest({ defaultSize: 20, items: 'entries' }, ExportAccessLogRequest) {}
