import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { notify, notifyError } from '@/lib/notify';
import { useMemberInfoQuery } from '../api/member-api';
import { useWithdrawalOptionsQuery, useWithdrawMutation, type WithdrawalOptions } from '../api/withdrawal-api';
import { MyPageHead } from '../components/my-page-head';
import { PasswordField } from '../components/password-field';
import { SmsCodeConfirm } from '../components/sms-code-confirm';
import { MEMBER_MESSAGES } from '../messages';
import { logout, selectMemberId } from '../store/member-slice';
import { failureMessage } from '../utils/api-messages';
import form from '../components/member-form.module.css';
import shared from '../components/my-page.module.css';
import styles from './withdraw-page.module.css';

export const WITHDRAW_MESSAGES = {
  agreeRequired: '탈퇴 안내를 확인하고 동의해주세요.',
  codeRequired: '휴대폰 인증을 먼저 진행해주세요.',
  codeConfirmed: '휴대폰 인증이 완료되었습니다.',
  farewell: '회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.',
} as const;

/** What the law keeps after a withdrawal, as the privacy policy's retention table says (features/legal). */
const KEPT: [string, string][] = [
  ['주문 기록 (계약 또는 청약철회 등에 관한 기록)', '5년'],
  ['결제 기록 (대금 결제 및 재화 등의 공급에 관한 기록)', '5년'],
  ['1:1 문의 등 불만 또는 분쟁 처리 기록', '3년'],
  ['웹사이트 접속 기록 (접속 로그, 접속 IP)', '3개월'],
];

/**
 * /mypage/withdraw: what a withdrawal removes and what the law keeps (the privacy policy's numbers), an agreement
 * box, then the password, or for a member created by Naver a code to the phone on record. Done, the member is
 * logged out here too (the server already ended every session), told goodbye, and taken home.
 */
export default function WithdrawPage() {
  const { data, isLoading, isError, refetch } = useWithdrawalOptionsQuery();
  return (
    <section className={shared.section} aria-labelledby="my-page-title">
      <MyPageHead eyebrow="Leave" title="회원 탈퇴" lead="탈퇴 전에 아래 내용을 꼭 확인해주세요." />
      <WithdrawalFacts />
      {data ? (
        <WithdrawForm options={data} />
      ) : isLoading ? (
        <Spinner label="탈퇴 정보를 불러오는 중" />
      ) : (
        isError && (
          <div className={shared.status} role="alert">
            <p>탈퇴 정보를 불러오지 못했습니다.</p>
            <Button variant="outline" onClick={() => refetch()}>
              다시 불러오기
            </Button>
          </div>
        )
      )}
    </section>
  );
}

function WithdrawalFacts() {
  return (
    <>
      <div className={shared.panel} role="group" aria-labelledby="withdraw-removed-title">
        <p id="withdraw-removed-title" className={shared.panelTitle}>
          탈퇴하면 이렇게 됩니다
        </p>
        <ul className={styles.facts}>
          <li>탈퇴 즉시 로그인할 수 없으며, 네이버 로그인으로도 이 계정에 들어올 수 없습니다.</li>
          <li>
            이메일(아이디), 이름, 휴대폰 번호, 생년월일, 성별, 약관 동의 내역과 배송지는 부정 이용 방지와 탈퇴 철회 요청 처리를 위해 탈퇴 후
            30일 동안 보관한 뒤 파기합니다.
          </li>
          <li>보유하신 쿠폰과 적립금은 탈퇴와 함께 소멸하며 되살릴 수 없습니다.</li>
          <li>같은 이메일로는 탈퇴 30일 후부터 다시 가입하실 수 있습니다.</li>
          <li>배송 준비·배송 중이거나 교환·반품을 신청한 주문이 있으면 주문이 마무리된 후 탈퇴하실 수 있습니다.</li>
        </ul>
      </div>
      <table className={styles.kept}>
        <caption className={shared.panelTitle}>관련 법령에 따라 보관되는 기록</caption>
        <tbody>
          {KEPT.map(([item, period]) => (
            <tr key={item}>
              <th scope="row">{item}</th>
              <td>{period}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Link className={styles.policy} to={paths.privacyPolicy.getHref()}>
          개인정보처리방침 전문 보기
        </Link>
      </p>
    </>
  );
}

function WithdrawForm({ options }: { options: WithdrawalOptions }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const memberId = useSelector(selectMemberId);
  const byCode = options.confirmWith === 'code';
  const { data: member } = useMemberInfoQuery(memberId, { skip: !byCode });
  const [agree, setAgree] = useState(false);
  const [password, setPassword] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [withdraw, { isLoading }] = useWithdrawMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agree) return notifyError(WITHDRAW_MESSAGES.agreeRequired);
    if (!byCode && !password) return notifyError(MEMBER_MESSAGES.passwordRequired);
    if (byCode && !token) return notifyError(WITHDRAW_MESSAGES.codeRequired);
    try {
      const farewell = await withdraw(byCode ? { agree: true, verificationToken: token ?? '' } : { agree: true, password }).unwrap();
      notify(farewell || WITHDRAW_MESSAGES.farewell);
      // Leave first, as a logout does: the members-only screen must not send the now-guest to /login.
      await navigate(paths.home.getHref());
      dispatch(logout());
    } catch (error) {
      notifyError(failureMessage(error));
    }
  };

  return (
    <div className={styles.confirm}>
      {byCode && (
        <div className={shared.panel} role="group" aria-labelledby="withdraw-code-title">
          <p id="withdraw-code-title" className={shared.panelTitle}>
            본인 확인
          </p>
          {token ? (
            <p role="status">{WITHDRAW_MESSAGES.codeConfirmed}</p>
          ) : member?.phone ? (
            <SmsCodeConfirm purpose="withdraw" phone={member.phone} onConfirmed={(confirmed) => setToken(confirmed.token)} />
          ) : (
            <p>등록된 휴대폰 번호가 없어 본인 확인을 할 수 없습니다. 고객센터로 문의해주세요.</p>
          )}
        </div>
      )}
      <form className={form.form} onSubmit={submit} noValidate>
        {!byCode && (
          <PasswordField
            label="비밀번호 확인"
            autoComplete="current-password"
            placeholder="현재 비밀번호"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        <Checkbox checked={agree} onChange={(event) => setAgree(event.target.checked)}>
          위 안내를 모두 확인했으며 회원 탈퇴에 동의합니다.
        </Checkbox>
        <div className={shared.actions}>
          <Button type="submit" size="lg" disabled={isLoading}>
            회원 탈퇴
          </Button>
        </div>
      </form>
    </div>
  );
}
