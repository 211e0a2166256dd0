import { Button, Flex, Form, Input, Radio, Result, Select, Space, Spin, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useCreateAdminMutation, useGetAdminQuery, useUpdateAdminMutation } from '../api/admin-api';
import type { AdminRole, YesNo } from '../api/admin-types';
import { ROLE_LABEL } from '../components/admin-menu-items';
import { adminPaths } from '../lib/admin-paths';
import { useAdminSave } from '../lib/use-admin-save';
import { ResetTwoFactorButton } from '../two-factor/components/reset-two-factor-button';

interface AdminFields {
  email: string;
  adminPass?: string;
  adminName: string;
  role: AdminRole;
  useYn: YesNo;
}

const ROLE_OPTIONS = (Object.keys(ROLE_LABEL) as AdminRole[]).map((role) => ({ value: role, label: ROLE_LABEL[role] }));

/**
 * /admin/member/post (create) and /admin/member/{adminId} (edit; an empty password keeps the current one; the
 * account's two-factor can be reset there after a lost phone).
 */
export function AdminFormPage() {
  const { adminId } = useParams();
  const id = adminId === undefined ? null : Number(adminId);
  const editing = id !== null;
  const valid = !editing || (Number.isInteger(id) && id > 0);
  const { data: account, isLoading, error } = useGetAdminQuery(id ?? 0, { skip: !editing || !valid });
  const [create] = useCreateAdminMutation();
  const [update] = useUpdateAdminMutation();
  const { save, busy } = useAdminSave();
  const navigate = useNavigate();

  if (!valid || (editing && error)) return <Result status="404" title="관리자를 찾을 수 없습니다" />;
  if (editing && (isLoading || !account)) return <Spin />;

  const submit = async (fields: AdminFields) => {
    const base = { email: fields.email.trim(), adminName: fields.adminName.trim(), role: fields.role, useYn: fields.useYn };
    await (editing
      ? save(() => update({ id, ...base, adminPass: fields.adminPass ? fields.adminPass : null }).unwrap(), { alert: 'saved', to: adminPaths.members })
      : save(() => create({ ...base, adminPass: fields.adminPass ?? '' }).unwrap(), { alert: 'created', to: adminPaths.members }));
  };

  const initialValues: Partial<AdminFields> = account
    ? { email: account.email, adminName: account.adminName, role: account.role, useYn: account.useYn, adminPass: '' }
    : { role: 'staff', useYn: 'Y' };

  return (
    <>
      <Typography.Title level={3}>{editing ? '관리자 수정' : '관리자 등록'}</Typography.Title>
      <Form<AdminFields> layout="vertical" initialValues={initialValues} onFinish={submit} style={{ maxWidth: 480 }}>
        <Form.Item
          label="이메일"
          name="email"
          rules={[
            { required: true, whitespace: true, message: '이메일을 입력해주세요.' },
            { type: 'email', message: '올바른 이메일 형식이 아닙니다.' },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="비밀번호"
          name="adminPass"
          extra={editing ? '비워 두면 현재 비밀번호를 그대로 사용합니다.' : undefined}
          rules={editing ? [] : [{ required: true, message: '비밀번호를 입력해주세요.' }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="이름" name="adminName" rules={[{ required: true, whitespace: true, message: '이름을 입력해주세요.' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="역할" name="role" rules={[{ required: true, message: '역할을 선택해주세요.' }]}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item label="사용 여부" name="useYn" rules={[{ required: true, message: '사용 여부를 선택해주세요.' }]}>
          <Radio.Group
            options={[
              { value: 'Y', label: '사용' },
              { value: 'N', label: '미사용' },
            ]}
          />
        </Form.Item>
        <Flex justify="end">
          <Space>
            <Button onClick={() => navigate(adminPaths.members)}>목록</Button>
            <Button type="primary" htmlType="submit" loading={busy}>
              {editing ? '수정' : '등록'}
            </Button>
          </Space>
        </Flex>
      </Form>
      {account && (
        <section aria-labelledby="admin-two-factor-heading" style={{ maxWidth: 480, marginTop: 32 }}>
          <Typography.Title level={4} id="admin-two-factor-heading">
            2단계 인증
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            휴대폰을 잃어버려 인증 코드를 입력할 수 없을 때 초기화합니다. 이 계정의 로그인된 세션이 모두 종료되고, 2단계 인증이 필수이면 다음 로그인 때 인증 앱을 다시 등록합니다.
          </Typography.Paragraph>
          <ResetTwoFactorButton adminId={account.id} email={account.email} />
        </section>
      )}
    </>
  );
}
