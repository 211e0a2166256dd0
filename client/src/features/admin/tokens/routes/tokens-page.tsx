import { Alert, App, Button, Checkbox, Flex, Form, Input, InputNumber, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { CsvExportButton } from '../../components/csv-export-button';
import { failureText, useAdminAlerts } from '../../lib/admin-alerts';
import { formatDateTime } from '../../lib/format-time';
import { useServerTable } from '../../lib/server-table';
import { useAdminSave } from '../../lib/use-admin-save';
import { type ApiToken, type CreatedApiToken, type NewApiToken, SCOPE_LABEL, TOKEN_SCOPES, type TokenScope, useCreateTokenMutation, useListTokensQuery, useRevokeTokenMutation } from '../api/tokens-api';

function stateOf(token: ApiToken) {
  if (token.revokedAt) return <Tag color="red">폐기됨</Tag>;
  if (token.expired) return <Tag>만료됨</Tag>;
  return <Tag color="green">사용 중</Tag>;
}

/** /admin/tokens (owner): integrators' API tokens; a new token is shown once, in a modal with a copy button. */
export function TokensPage() {
  const table = useServerTable<ApiToken>({ defaultSize: 20 });
  const { data, isFetching, error } = useListTokensQuery(table.query);
  const [create, { isLoading: creating }] = useCreateTokenMutation();
  const [revoke] = useRevokeTokenMutation();
  const [form] = Form.useForm<NewApiToken>();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [copied, setCopied] = useState(false);
  const { modal } = App.useApp();
  const alerts = useAdminAlerts();
  const { save } = useAdminSave();

  const submit = async (values: NewApiToken) => {
    try {
      const token = await create({ name: values.name.trim(), scopes: values.scopes, expiresInDays: values.expiresInDays }).unwrap();
      form.resetFields();
      setCopied(false);
      setCreated(token);
    } catch (failure) {
      alerts.failed(failure);
    }
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const confirmRevoke = (token: ApiToken) =>
    modal.confirm({
      title: '이 토큰을 폐기하시겠습니까?',
      content: `${token.name} (${token.prefix}…) — 폐기하면 이 토큰을 쓰는 연동이 즉시 중단됩니다.`,
      okText: '폐기',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        await save(() => revoke(token.id).unwrap(), { alert: 'saved' });
      },
    });

  const columns: TableColumnsType<ApiToken> = [
    { title: '이름', dataIndex: 'name', key: 'name' },
    { title: '토큰', dataIndex: 'prefix', key: 'prefix', render: (prefix: string) => <Typography.Text code>{prefix}…</Typography.Text> },
    { title: '권한', dataIndex: 'scopes', key: 'scopes', render: (scopes: TokenScope[]) => scopes.map((scope) => <Tag key={scope}>{SCOPE_LABEL[scope] ?? scope}</Tag>) },
    { title: '상태', key: 'state', render: (_: unknown, token) => stateOf(token) },
    { title: '만료일', dataIndex: 'expiresAt', key: 'expiresAt', render: (at: string) => formatDateTime(at) },
    { title: '생성자', dataIndex: 'createdBy', key: 'createdBy', render: (by: string | null) => by ?? '-' },
    { title: '마지막 사용', dataIndex: 'lastUsedAt', key: 'lastUsedAt', render: (at: string | null) => formatDateTime(at) },
    {
      title: '',
      key: 'actions',
      render: (_: unknown, token) =>
        token.revokedAt ? null : (
          <Button size="small" danger onClick={() => confirmRevoke(token)}>
            폐기
          </Button>
        ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>API 토큰</Typography.Title>
        <CsvExportButton url="/api/admin/tokens/export.csv" filename="api-tokens.csv" />
      </Flex>
      <Typography.Paragraph type="secondary">
        외부 연동용 토큰입니다. 요청 헤더 <Typography.Text code>Authorization: Bearer 토큰</Typography.Text> 으로 보냅니다. 토큰은 만들 때 한 번만 보여 드립니다.
      </Typography.Paragraph>
      <Form<NewApiToken> form={form} layout="vertical" initialValues={{ name: '', scopes: ['catalog:read'], expiresInDays: 90 }} onFinish={submit} style={{ maxWidth: 520 }}>
        <Form.Item name="name" label="토큰 이름" rules={[{ required: true, whitespace: true, max: 100, message: '토큰 이름을 1~100자로 입력해주세요.' }]}>
          <Input maxLength={100} placeholder="예: 물류 연동" />
        </Form.Item>
        {/* A group of checkboxes is no form control: no aria-required on it (axe), the group named by its legend-like label. */}
        <Form.Item
          name="scopes"
          label={<span id="token-scopes-label">권한</span>}
          htmlFor=""
          rules={[{ validator: (_rule, value: unknown) => (Array.isArray(value) && value.length > 0 ? Promise.resolve() : Promise.reject(new Error('권한을 하나 이상 선택해주세요.'))) }]}
        >
          <Checkbox.Group role="group" aria-labelledby="token-scopes-label" options={TOKEN_SCOPES.map((scope) => ({ value: scope, label: `${SCOPE_LABEL[scope]} (${scope})` }))} />
        </Form.Item>
        <Form.Item name="expiresInDays" label="유효 기간" rules={[{ required: true, type: 'integer', min: 1, max: 365, message: '유효 기간은 1~365일로 입력해주세요.' }]}>
          <InputNumber<number> min={1} max={365} precision={0} suffix="일" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={creating}>
          토큰 만들기
        </Button>
      </Form>
      {error && <Alert type="error" showIcon title={failureText(error)} style={{ marginTop: 16 }} />}
      <Table<ApiToken>
        style={{ marginTop: 16 }}
        rowKey="id"
        columns={columns}
        dataSource={data?.content}
        loading={isFetching}
        pagination={table.pagination(data)}
        onChange={table.onChange}
        scroll={{ x: 'max-content' }}
      />
      <Modal
        open={created !== null}
        destroyOnHidden
        title="API 토큰이 만들어졌습니다"
        onCancel={() => setCreated(null)}
        footer={
          <Flex gap={8} justify="end">
            <Button onClick={copy}>{copied ? '복사됨' : '복사'}</Button>
            <Button type="primary" onClick={() => setCreated(null)}>
              확인
            </Button>
          </Flex>
        }
      >
        <Alert type="warning" showIcon title="이 토큰은 지금 한 번만 보여 드립니다. 안전한 곳에 보관하세요." style={{ marginBottom: 12 }} />
        <Typography.Paragraph code copyable={false} data-testid="created-token" style={{ wordBreak: 'break-all' }}>
          {created?.token}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
