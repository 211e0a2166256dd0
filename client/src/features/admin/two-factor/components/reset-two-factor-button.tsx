import { Button, Popconfirm } from 'antd';
import { useAdminSave } from '../../lib/use-admin-save';
import { useResetAdminTwoFactorMutation } from '../api/two-factor-api';

/**
 * The owner's 2단계 인증 초기화 on an admin account (a lost phone): after a confirmation, the account's authenticator
 * and recovery codes are forgotten and its sessions end; the server's words say it was done.
 */
export function ResetTwoFactorButton({ adminId, email }: { adminId: number; email: string }) {
  const [reset, { isLoading }] = useResetAdminTwoFactorMutation();
  const { save } = useAdminSave();

  return (
    <Popconfirm
      title="2단계 인증을 초기화하시겠습니까?"
      description={`${email}의 인증 앱 등록과 복구 코드를 지우고 로그인된 세션을 모두 종료합니다.`}
      okText="초기화"
      okButtonProps={{ danger: true }}
      cancelText="취소"
      onConfirm={() => save(() => reset(adminId).unwrap(), { alert: (told) => told })}
    >
      <Button danger loading={isLoading}>
        2단계 인증 초기화
      </Button>
    </Popconfirm>
  );
}
