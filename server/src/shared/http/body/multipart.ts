import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiException } from '../api-exception';
import { MULTIPART_REASON } from './accepts-multipart.decorator';
import { createValidationPipe } from '../validation.pipe';

/** Limits of every multipart body: 3 files of 10 MB, small text fields. */
export const MULTIPART_LIMITS = { files: 3, fileSize: 10 * 1024 * 1024, fields: 20, fieldSize: 4 * 1024, parts: 23, headerPairs: 50 } as const;

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface MultipartForm {
  /** Text fields; a name sent twice (photos[], keepPhotos[]) becomes an array. */
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

/**
 * Registers @fastify/multipart, and refuses a multipart body (415) on every route that did not declare
 * @AcceptsMultipart(reason), before its parts are read. Call after installBodyParsers.
 */
export async function installMultipart(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  fastify.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !request.is404 && !acceptsMultipart(request)) {
      throw Object.assign(new Error('this route reads application/json only'), { statusCode: 415 });
    }
  });
}

function acceptsMultipart(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
  return typeof config?.[MULTIPART_REASON] === 'string';
}

const tooMany = () => new ApiException('invalid', 'COMMON.TOO_MANY_FILES', '사진은 최대 3장까지 올릴 수 있습니다.');
const tooLarge = () => new ApiException('too-large', 'COMMON.FILE_TOO_LARGE', '사진은 한 장에 10MB까지 올릴 수 있습니다.');
const notMultipart = () => new ApiException('invalid', 'COMMON.MULTIPART_REQUIRED', '요청 형식이 올바르지 않습니다.');

/** A route's own limits (the goods form: 9 images, more fields), within the same 10 MB a file. */
export interface MultipartOptions {
  files: number;
  fields: number;
  /** The Korean message past `files`. */
  tooManyFilesMessage: string;
}

/**
 * Reads the whole multipart body of an opted-in route: text fields and files (into memory, within the limits).
 * Past a limit: a 4xx ApiException with a Korean message, never a 5xx.
 */
export async function readMultipartForm(request: FastifyRequest, options?: MultipartOptions): Promise<MultipartForm> {
  if (!request.isMultipart()) throw notMultipart();
  const fields: MultipartForm['fields'] = {};
  const files: UploadedFile[] = [];
  const limits = options
    ? { ...MULTIPART_LIMITS, files: options.files, fields: options.fields, parts: options.files + options.fields }
    : MULTIPART_LIMITS;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length > 0 || part.filename) files.push({ field: part.fieldname, filename: part.filename, data });
        continue;
      }
      if (part.fieldnameTruncated || part.valueTruncated) throw tooLarge();
      const name = part.fieldname.replace(/\[\]$/, '');
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const previous = fields[name];
      fields[name] = previous === undefined ? value : ([] as string[]).concat(previous, value);
    }
  } catch (error) {
    const failure = multipartFailure(error);
    if (options && (error as { code?: unknown } | null)?.code === 'FST_FILES_LIMIT') {
      throw new ApiException('invalid', 'COMMON.TOO_MANY_FILES', options.tooManyFilesMessage);
    }
    throw failure;
  }
  return { fields, files };
}

function multipartFailure(error: unknown): unknown {
  if (error instanceof ApiException) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return tooMany();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return notMultipart();
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return notMultipart();
  return error;
}

/** The text fields of a multipart form through the same ValidationPipe as any JSON body (Korean messages, 400). */
export async function validateFormFields<T extends object>(dto: new () => T, fields: MultipartForm['fields']): Promise<T> {
  return (await createValidationPipe().transform({ ...fields }, { type: 'body', metatype: dto, data: '' })) as T;
}
