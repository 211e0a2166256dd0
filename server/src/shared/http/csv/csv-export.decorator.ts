import { applyDecorators, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';

/**
 * A staff list's CSV download: the headers every export answers with (attachment, never cached) and its OpenAPI
 * description. The handler returns the file's text (see shared/domain/csv).
 */
export function CsvExport(filename: string, summary: string, description?: string): MethodDecorator {
  return applyDecorators(
    Header('content-type', 'text/csv; charset=utf-8'),
    Header('content-disposition', `attachment; filename="${filename}"`),
    Header('cache-control', 'no-store'),
    ApiProduces('text/csv'),
    ApiOperation({ summary, description }),
    ApiOkResponse({ description: 'UTF-8 CSV with a byte order mark', content: { 'text/csv': { schema: { type: 'string' } } } }),
  );
}
