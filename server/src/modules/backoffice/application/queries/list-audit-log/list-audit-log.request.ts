import { pageQueryRequest } from '../../../../../shared/http/validation/page-query.request';
import { ExportAuditLogRequest } from '../export-audit-log/export-audit-log.request';

/** Newest first; narrowed to one admin or one kind of target (the export's filters). */
export class ListAuditLogRequest extends pageQueryRequest({ defaultSize: 20, items: 'entries' }, ExportAuditLogRequest) {}
