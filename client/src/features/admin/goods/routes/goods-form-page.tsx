import { Alert, Button, Checkbox, Flex, Form, Input, InputNumber, Progress, Result, Select, Space, Spin, Typography, Upload, App, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useDispatch } from 'react-redux';
import { useAdminAlerts } from '../../lib/admin-alerts';
import { adminPaths } from '../../lib/admin-paths';
import { useAdminSave } from '../../lib/use-admin-save';
import { useListOptionCategoriesQuery } from '../../option/api/option-api';
import { goodsAdminApi, useGetAdminGoodsQuery, useHideGoodsMutation, usePublishGoodsMutation } from '../api/goods-api';
import { GOODS_CATEGORIES, GOODS_STATUS_LABEL, isPublishable, type AdminGoods, type GoodsCategoryField, type GoodsStatus } from '../api/goods-types';
import { uploadGoods } from '../api/upload-goods';
import {
  EXTRA_IMAGES_MAX,
  EXTRA_IMAGES_MIN,
  GOODS_IMAGE_ACCEPT,
  IMAGE_MESSAGES,
  existingImage,
  imageProblem,
  isExisting,
  removedImageIds,
} from '../components/goods-image-rules';
import { IMAGE_FAILED_TEXT, IMAGE_PROCESSING_TEXT, ImagePlaceholder, imagePolling } from '../components/goods-image-state';

export const DELETE_CONFIRM = '정말로 삭제하시겠습니까?';
export const PRODUCTION_DAYS_MESSAGE = '제작 기간은 1~30 영업일 사이로, 최소 일수가 최대 일수를 넘지 않게 입력해주세요.';
/** The brand's "제작 기간 1-3 영업일" for a new goods item. */
const DEFAULT_PRODUCTION_DAYS = { productionDaysMin: 1, productionDaysMax: 3 };

interface GoodsFields {
  name: string;
  price: number;
  productionDaysMin: number;
  productionDaysMax: number;
  contents?: string;
  categories: GoodsCategoryField[];
  optCategory: number[];
  status: GoodsStatus;
  addonOnly: boolean;
  thumb: UploadFile[];
  files: UploadFile[];
}

const STATUS_OPTIONS = (Object.keys(GOODS_STATUS_LABEL) as GoodsStatus[]).map((status) => ({ value: status, label: GOODS_STATUS_LABEL[status] }));

const CATEGORY_OPTIONS = [...GOODS_CATEGORIES.map((category) => ({ value: category.field, label: category.label })), { value: 'all', label: '전체' }];

const fileListOf = (event: { fileList: UploadFile[] } | UploadFile[]) => (Array.isArray(event) ? event : event.fileList);

function initialValuesOf(goods: AdminGoods | undefined): Partial<GoodsFields> {
  if (!goods) return { categories: ['all'], optCategory: [], status: 'DRAFT', addonOnly: false, thumb: [], files: [], ...DEFAULT_PRODUCTION_DAYS };
  return {
    name: goods.goodsName,
    price: goods.price,
    productionDaysMin: goods.productionDaysMin,
    productionDaysMax: goods.productionDaysMax,
    contents: goods.contents,
    categories: [...GOODS_CATEGORIES.filter((category) => goods.categoryIds.includes(category.id)).map((category) => category.field), 'all'],
    optCategory: goods.optCategoryIds,
    status: goods.status,
    addonOnly: goods.addonOnly,
    thumb: [existingImage('thumb', goods.thumb_src, '대표 이미지')],
    files: goods.goodsImgDtos.map((image) => existingImage(image.id, image.src, image.originName)),
  };
}

/** What the server says of an image already on the goods: null when it is drawn (the picture itself shows). */
function pendingStateOf(goods: AdminGoods | undefined, file: UploadFile): { status: 'PROCESSING' | 'FAILED'; failure: string | null } | null {
  if (!goods || !isExisting(file)) return null;
  if (file.uid === 'existing-thumb') return goods.thumbStatus === 'READY' ? null : { status: goods.thumbStatus, failure: goods.thumbFailure };
  const image = goods.goodsImgDtos.find((each) => `existing-${each.id}` === file.uid);
  return image && image.status !== 'READY' ? { status: image.status, failure: image.failure } : null;
}

function formDataOf(fields: GoodsFields, goods: AdminGoods | undefined): FormData {
  const form = new FormData();
  form.append('name', fields.name.trim());
  form.append('price', String(fields.price));
  form.append('productionDaysMin', String(fields.productionDaysMin));
  form.append('productionDaysMax', String(fields.productionDaysMax));
  form.append('contents', fields.contents ?? '');
  for (const field of ['bag', 'wallet', 'accessory', 'best', 'all'] as const) form.append(field, String(fields.categories.includes(field)));
  for (const id of fields.optCategory) form.append('optCategory', String(id));
  form.append('status', fields.status);
  form.append('addonOnly', String(fields.addonOnly));
  const thumb = fields.thumb[0];
  if (thumb && !isExisting(thumb) && thumb.originFileObj) form.append('thumb', thumb.originFileObj, thumb.name);
  for (const file of fields.files) if (!isExisting(file) && file.originFileObj) form.append('files', file.originFileObj, file.name);
  if (goods) for (const id of removedImageIds(goods.goodsImgDtos, fields.files)) form.append('deleteImg', String(id));
  return form;
}

/**
 * /admin/goods/post and /admin/goods/{goodsId}: the goods form. Images are checked here (format, size, a thumbnail
 * and 2–8 extras, kept ones counting) and again by the server; the form goes up with a progress bar.
 */
export function GoodsFormPage() {
  const { goodsId } = useParams();
  const id = goodsId === undefined ? null : Number(goodsId);
  const editing = id !== null;
  const valid = !editing || (Number.isInteger(id) && id > 0);
  // Asked again every few seconds while an image is being drawn on the server (이미지 처리 중), until none is.
  const [processing, setProcessing] = useState(false);
  const { data: goods, isLoading, error } = useGetAdminGoodsQuery(id ?? 0, { skip: !editing || !valid, pollingInterval: imagePolling(processing) });
  const [form] = Form.useForm<GoodsFields>();
  useEffect(() => setProcessing(goods?.imageStatus === 'PROCESSING'), [goods?.imageStatus]);
  // A new thumbnail drawn: the form shows it in place of the previous one (unless staff picked another meanwhile).
  useEffect(() => {
    if (!goods) return;
    const [current] = (form.getFieldValue('thumb') as UploadFile[] | undefined) ?? [];
    if (current && isExisting(current) && current.url !== goods.thumb_src) form.setFieldValue('thumb', [existingImage('thumb', goods.thumb_src, '대표 이미지')]);
  }, [form, goods]);
  const { data: optionCategories = [] } = useListOptionCategoriesQuery();
  const [hide, { isLoading: hiding }] = useHideGoodsMutation();
  const [publish, { isLoading: publishing }] = usePublishGoodsMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const alerts = useAdminAlerts();
  const { save } = useAdminSave();
  const { message, modal } = App.useApp();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  if (!valid || (editing && error)) return <Result status="404" title="상품을 찾을 수 없습니다" />;
  if (editing && (isLoading || !goods)) return <Spin />;

  const pick = (file: File) => {
    const problem = imageProblem(file);
    if (problem) {
      void message.error(problem);
      return Upload.LIST_IGNORE;
    }
    return false;
  };

  /** An image the server is still drawing, or could not draw, shows as a placeholder; a failed one can be removed. */
  const itemRender: UploadProps['itemRender'] = (node, file, _list, actions) => {
    const pending = pendingStateOf(goods, file);
    if (!pending) return node;
    return (
      <Flex vertical align="center" gap={2}>
        <ImagePlaceholder status={pending.status} failure={pending.failure} size={100} />
        <Button type="link" size="small" danger onClick={actions.remove} aria-label={`${file.name} 삭제`} style={{ height: 20, padding: 0 }}>
          삭제
        </Button>
      </Flex>
    );
  };

  const submit = async (fields: GoodsFields) => {
    setProgress(0);
    // An upload with progress, outside RTK Query: the lists it changes are refetched by hand.
    const upload = async () => {
      await uploadGoods(editing ? 'PUT' : 'POST', editing ? `/api/goods/${id}` : '/api/goods/post', formDataOf(fields, goods), setProgress);
      dispatch(goodsAdminApi.util.invalidateTags(['AdminGoods', 'Audit']));
    };
    await save(upload, { alert: editing ? 'saved' : 'created', to: adminPaths.goods, onFailure: () => setProgress(null) });
  };

  const publishNow = async () => {
    try {
      await publish(id ?? 0).unwrap();
      void message.success('게시되었습니다');
      navigate(adminPaths.goods);
    } catch (failure) {
      alerts.failed(failure);
    }
  };

  const confirmDelete = () =>
    modal.confirm({
      title: DELETE_CONFIRM,
      content: '삭제한 상품은 쇼핑몰에서 보이지 않습니다. 지난 주문에는 그대로 남습니다.',
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        try {
          await hide(id ?? 0).unwrap();
          void message.success('삭제되었습니다');
          navigate(adminPaths.goods);
        } catch (failure) {
          alerts.failed(failure);
        }
      },
    });

  return (
    <>
      <Typography.Title level={3}>{editing ? '상품 수정' : '상품 등록'}</Typography.Title>
      {goods?.imageStatus === 'PROCESSING' && (
        <Alert type="info" showIcon title={IMAGE_PROCESSING_TEXT} description="올린 이미지를 쇼핑몰 크기로 변환하고 있습니다. 끝나면 이 화면에 저절로 나타나고, 그때까지 쇼핑몰에는 보이지 않습니다." style={{ marginBottom: 16, maxWidth: 720 }} />
      )}
      {goods?.imageStatus === 'FAILED' && (
        <Alert type="error" showIcon title={IMAGE_FAILED_TEXT} description="변환하지 못한 이미지가 있습니다. 그 이미지를 삭제하고 다른 파일로 다시 올려주세요." style={{ marginBottom: 16, maxWidth: 720 }} />
      )}
      <Form<GoodsFields> form={form} layout="vertical" initialValues={initialValuesOf(goods)} onFinish={submit} style={{ maxWidth: 720 }}>
        <Form.Item label="상품명" name="name" rules={[{ required: true, whitespace: true, message: '상품명을 입력해주세요.' }, { max: 200, message: '상품명은 200자 이하로 입력해주세요.' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="가격" name="price" rules={[{ required: true, message: '가격을 입력해주세요.' }]}>
          <InputNumber<number> min={0} max={100_000_000} precision={0} step={1000} addonAfter="원" style={{ width: '100%', maxWidth: 240 }} />
        </Form.Item>
        <Form.Item label="제작 기간 (영업일)" required extra="주말·공휴일을 뺀 영업일입니다. 주문의 출고 예정일은 가장 긴 일수로 계산합니다.">
          <Space align="start">
            <Form.Item
              name="productionDaysMin"
              noStyle
              rules={[{ required: true, type: 'integer', min: 1, max: 30, message: PRODUCTION_DAYS_MESSAGE }]}
            >
              <InputNumber<number> aria-label="제작 기간 최소 영업일" min={1} max={30} precision={0} suffix="일" style={{ width: 120 }} />
            </Form.Item>
            <span style={{ lineHeight: '32px' }}>~</span>
            <Form.Item
              name="productionDaysMax"
              noStyle
              dependencies={['productionDaysMin']}
              rules={[
                { required: true, type: 'integer', min: 1, max: 30, message: PRODUCTION_DAYS_MESSAGE },
                ({ getFieldValue }) => ({
                  validator: (_rule, value: number) =>
                    value >= getFieldValue('productionDaysMin') ? Promise.resolve() : Promise.reject(new Error(PRODUCTION_DAYS_MESSAGE)),
                }),
              ]}
            >
              <InputNumber<number> aria-label="제작 기간 최대 영업일" min={1} max={30} precision={0} suffix="일" style={{ width: 120 }} />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item label="상품 설명" name="contents" rules={[{ max: 20_000, message: '상품 설명은 20,000자 이하로 입력해주세요.' }]}>
          <Input.TextArea rows={6} />
        </Form.Item>
        <Form.Item
          label="대표 이미지"
          name="thumb"
          valuePropName="fileList"
          getValueFromEvent={fileListOf}
          extra="PNG, JPG, SVG · 10MB 이하"
          rules={[{ validator: (_rule, value: UploadFile[] = []) => (value.length === 1 ? Promise.resolve() : Promise.reject(new Error(IMAGE_MESSAGES.thumbRequired))) }]}
        >
          <Upload listType="picture-card" accept={GOODS_IMAGE_ACCEPT} maxCount={1} beforeUpload={pick} itemRender={itemRender} aria-label="대표 이미지 선택">
            <span>대표 이미지</span>
          </Upload>
        </Form.Item>
        <Form.Item
          label="추가 이미지"
          name="files"
          valuePropName="fileList"
          getValueFromEvent={fileListOf}
          extra={`처음 ${EXTRA_IMAGES_MIN}장은 필수, 최대 ${EXTRA_IMAGES_MAX}장`}
          rules={[
            {
              validator: (_rule, value: UploadFile[] = []) => {
                if (value.length < EXTRA_IMAGES_MIN) return Promise.reject(new Error(IMAGE_MESSAGES.extrasRequired));
                if (value.length > EXTRA_IMAGES_MAX) return Promise.reject(new Error(IMAGE_MESSAGES.extrasTooMany));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Upload
            listType="picture-card"
            accept={GOODS_IMAGE_ACCEPT}
            multiple
            maxCount={EXTRA_IMAGES_MAX}
            beforeUpload={pick}
            itemRender={itemRender}
            aria-label="추가 이미지 선택"
          >
            <span>추가 이미지</span>
          </Upload>
        </Form.Item>
        <Form.Item label="판매 상태" name="status" extra="새 상품은 임시저장으로 시작하고 게시하면 판매중이 됩니다. 품절: 목록에 품절로 보이고 주문할 수 없습니다. 임시저장·숨김: 쇼핑몰에 보이지 않고 주문할 수 없습니다.">
          <Select aria-label="판매 상태" options={STATUS_OPTIONS} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="addonOnly" valuePropName="checked" extra="다른 상품과 함께 주문할 때만 살 수 있습니다 (예: 쇼핑백).">
          <Checkbox>추가 구매 전용</Checkbox>
        </Form.Item>
        <Form.Item label="분류" name="categories">
          <Checkbox.Group options={CATEGORY_OPTIONS} />
        </Form.Item>
        <Form.Item label="옵션 카테고리" name="optCategory">
          <Select
            mode="multiple"
            allowClear
            placeholder="옵션 카테고리를 고르세요"
            options={optionCategories.map((category) => ({ value: category.id, label: category.categoryName }))}
          />
        </Form.Item>
        {progress !== null && <Progress percent={progress} aria-label="업로드 진행률" />}
        <Flex justify="space-between" wrap gap={8}>
          <div>
            {editing && (
              <Button danger onClick={confirmDelete} loading={hiding} disabled={goods?.hidden}>
                {goods?.hidden ? '삭제됨' : '삭제'}
              </Button>
            )}
          </div>
          <Space wrap>
            <Button onClick={() => navigate(adminPaths.goods)}>목록</Button>
            {editing && goods && !goods.hidden && isPublishable(goods.status) && (
              <Button onClick={() => void publishNow()} loading={publishing}>
                게시
              </Button>
            )}
            <Button type="primary" htmlType="submit" loading={progress !== null}>
              {editing ? '수정' : '등록'}
            </Button>
          </Space>
        </Flex>
      </Form>
    </>
  );
}
