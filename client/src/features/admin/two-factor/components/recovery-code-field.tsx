import { Form, Input } from 'antd';
import { CODE_FIELD } from './code-field';

const tidy = (value: string | undefined) => (value ?? '').trim().toLowerCase();

/** One of the ten recovery codes (xxxxx-xxxxx) in place of the app's code, when the phone is not at hand. */
export function RecoveryCodeField() {
  return (
    <Form.Item
      label="복구 코드"
      name={CODE_FIELD}
      normalize={tidy}
      extra="2단계 인증을 켤 때 보관한 복구 코드 중 하나 (xxxxx-xxxxx). 한 번 쓴 코드는 다시 쓸 수 없습니다."
      rules={[
        { required: true, message: '복구 코드를 입력해주세요.' },
        { max: 32, message: '복구 코드가 올바르지 않습니다.' },
      ]}
    >
      <Input autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={32} placeholder="xxxxx-xxxxx" autoFocus />
    </Form.Item>
  );
}
