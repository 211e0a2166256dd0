import { Button, Flex, Form, Input, Result, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { adminPaths } from '../../lib/admin-paths';
import { useAdminSave } from '../../lib/use-admin-save';
import { useCreateOptionCategoryMutation, useGetOptionCategoryQuery, useUpdateOptionCategoryMutation } from '../api/option-api';
import type { OptionCategory } from '../api/option-types';
import { OptionTextRules, type TextRulesByName } from '../components/option-text-rules';
import { COUNT_MISMATCH, PRICE_INVALID, pricesOf, splitList } from './option-lists';

interface OptionFields {
  categoryName: string;
  requireYn: 'Y' | 'N';
  optName: string;
  price: string;
}

/**
 * /admin/option/post and /admin/option/{optionId}: a category name, required or not, and the options as two
 * comma-separated lists (names, extra prices) of the same length — the form says so when they differ — and, per
 * option, whether it asks the shopper for a text (engraving) under which rule.
 */
export function OptionFormPage() {
  const { optionId } = useParams();
  const id = optionId === undefined ? null : Number(optionId);
  const editing = id !== null;
  const valid = !editing || (Number.isInteger(id) && id > 0);
  const { data: category, isLoading, error } = useGetOptionCategoryQuery(id ?? 0, { skip: !editing || !valid });
  const [create] = useCreateOptionCategoryMutation();
  const [update] = useUpdateOptionCategoryMutation();
  const { save, busy } = useAdminSave();
  const navigate = useNavigate();

  if (!valid || (editing && error)) return <Result status="404" title="옵션 카테고리를 찾을 수 없습니다" />;
  if (editing && (isLoading || !category)) return <Spin />;
  return <OptionForm key={category?.id ?? 'new'} id={id} category={category ?? null} busy={busy} onSave={save} onCreate={create} onUpdate={update} onList={() => navigate(adminPaths.option)} />;
}

interface OptionFormProps {
  id: number | null;
  category: OptionCategory | null;
  busy: boolean;
  onSave: ReturnType<typeof useAdminSave>['save'];
  onCreate: ReturnType<typeof useCreateOptionCategoryMutation>[0];
  onUpdate: ReturnType<typeof useUpdateOptionCategoryMutation>[0];
  onList: () => void;
}

function OptionForm({ id, category, busy, onSave: save, onCreate: create, onUpdate: update, onList }: OptionFormProps) {
  const editing = id !== null;
  const [form] = Form.useForm<OptionFields>();
  const names = splitList(Form.useWatch('optName', form) ?? category?.opts.map((opt) => opt.optName).join(', '));
  const [textRules, setTextRules] = useState<TextRulesByName>(() => Object.fromEntries((category?.opts ?? []).map((opt) => [opt.optName, opt.textInput ?? null])));

  const submit = async (fields: OptionFields) => {
    const optName = splitList(fields.optName);
    const body = {
      categoryName: fields.categoryName.trim(),
      requireYn: fields.requireYn,
      optName,
      price: pricesOf(fields.price) ?? [],
      optText: optName.map((name) => textRules[name] ?? null),
    };
    await (editing
      ? save(() => update({ id: id ?? 0, ...body }).unwrap(), { alert: 'saved', to: adminPaths.option })
      : save(() => create(body).unwrap(), { alert: 'created', to: adminPaths.option }));
  };

  const initialValues: Partial<OptionFields> = category
    ? {
        categoryName: category.categoryName,
        requireYn: category.requireYn,
        optName: category.opts.map((opt) => opt.optName).join(', '),
        price: category.opts.map((opt) => String(opt.price)).join(', '),
      }
    : { requireYn: 'N' };

  return (
    <>
      <Typography.Title level={3}>{editing ? '옵션 수정' : '옵션 추가'}</Typography.Title>
      <Form<OptionFields> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} style={{ maxWidth: 560 }}>
        <Form.Item label="카테고리명" name="categoryName" rules={[{ required: true, whitespace: true, message: '카테고리명을 입력해주세요.' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="필수 여부" name="requireYn">
          <Select
            options={[
              { value: 'Y', label: 'Y 필수' },
              { value: 'N', label: 'N 선택' },
            ]}
          />
        </Form.Item>
        <Form.Item label="옵션명" name="optName" extra="쉼표(,)로 나누어 입력 (예: 숏, 롱)" rules={[{ required: true, whitespace: true, message: '옵션명을 입력해주세요.' }]}>
          <Input />
        </Form.Item>
        <Form.Item
          label="추가 가격"
          name="price"
          dependencies={['optName']}
          extra="옵션명과 같은 순서로, 쉼표(,)로 나누어 입력 (예: 0, 5000)"
          rules={[
            { required: true, whitespace: true, message: '추가 가격을 입력해주세요.' },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) => {
                const prices = pricesOf(value);
                if (prices === null) return Promise.reject(new Error(PRICE_INVALID));
                if (prices.length !== splitList(getFieldValue('optName') as string | undefined).length) return Promise.reject(new Error(COUNT_MISMATCH));
                return Promise.resolve();
              },
            }),
          ]}
        >
          <Input />
        </Form.Item>
        <OptionTextRules names={names} rules={textRules} onChange={setTextRules} />
        <Flex justify="end">
          <Space>
            <Button onClick={onList}>목록</Button>
            <Button type="primary" htmlType="submit" loading={busy}>
              {editing ? '수정' : '등록'}
            </Button>
          </Space>
        </Flex>
      </Form>
    </>
  );
}
