import type { FastifyRequest } from 'fastify';
import { ApiException } from '../../../../shared/http/api-exception';
import { readMultipartForm, validateFormFields } from '../../../../shared/http/body/multipart';
import { GOODS_EXTRA_IMAGES_MAX } from '../../domain/goods-draft';
import type { GoodsFieldsInput } from '../../domain/goods-draft';
import { isGoodsStatus } from '../../domain/goods-status';
import type { GoodsUpload } from '../services/goods-image-store';
import { flagOf, GoodsFormRequest } from './goods-form.request';

export interface GoodsForm {
  fields: GoodsFieldsInput;
  optionCategoryIds: number[];
  deleteImageIds: number[];
  thumb: GoodsUpload | null;
  extras: GoodsUpload[];
}

const GOODS_FORM_LIMITS = {
  files: GOODS_EXTRA_IMAGES_MAX + 1,
  fields: 60,
  tooManyFilesMessage: `이미지는 대표 이미지 1장과 추가 이미지 ${GOODS_EXTRA_IMAGES_MAX}장까지 올릴 수 있습니다.`,
};

const badFile = () => new ApiException('invalid', 'CATALOG.GOODS_INVALID', '대표 이미지는 thumb, 추가 이미지는 files로 보내주세요.');

/** The goods form: text fields through the ValidationPipe, one `thumb` file and up to 8 `files`, 10 MB each. */
export async function readGoodsForm(request: FastifyRequest): Promise<GoodsForm> {
  const form = await readMultipartForm(request, GOODS_FORM_LIMITS);
  const body = await validateFormFields(GoodsFormRequest, form.fields);
  const thumbs = form.files.filter((file) => file.field === 'thumb');
  const extras = form.files.filter((file) => file.field === 'files');
  if (thumbs.length > 1 || thumbs.length + extras.length !== form.files.length) throw badFile();
  return {
    fields: {
      name: body.name,
      price: body.price,
      contents: body.contents ?? '',
      flags: { bag: flagOf(body.bag), wallet: flagOf(body.wallet), accessory: flagOf(body.accessory), best: flagOf(body.best) },
      status: isGoodsStatus(body.status) ? body.status : undefined,
      addonOnly: body.addonOnly === undefined ? undefined : flagOf(body.addonOnly),
      // Both or neither: one alone is no range (the domain refuses NaN with the production-days message).
      productionDays:
        body.productionDaysMin === undefined && body.productionDaysMax === undefined ? null : { min: body.productionDaysMin ?? NaN, max: body.productionDaysMax ?? NaN },
    },
    optionCategoryIds: body.optCategory ?? [],
    deleteImageIds: body.deleteImg ?? [],
    thumb: thumbs[0] ? { filename: thumbs[0].filename, data: thumbs[0].data } : null,
    extras: extras.map((file) => ({ filename: file.filename, data: file.data })),
  };
}
