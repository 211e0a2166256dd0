import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { paths } from '@/config/paths';
import { notify, notifyError } from '@/lib/notify';
import { useMemberInfoQuery, useUpdateMemberMutation, type MemberAnswer } from '../api/member-api';
import { MemberInfoSkeleton } from '../components/member-info-skeleton';
import { GenderRadios, type Gender } from '../components/gender-radios';
import { MyPageHead } from '../components/my-page-head';
import { MEMBER_MESSAGES } from '../messages';
import { memberProfile, selectMemberId, setMember } from '../store/member-slice';
import { yn } from '../utils/consent-flags';
import { failureMessage } from '../utils/api-messages';
import { formatPhone } from '@/lib/phone';
import form from '../components/member-form.module.css';
import styles from '../components/my-page.module.css';

const gender = (sex: number | null): Gender => (sex === 1 || sex === 2 ? sex : 0);

/**
 * /mypage/info: e-mail, name and phone as the server has them (read-only), gender and the two optional
 * consents. Saving sends PUT /api/member.php only when something changed (gender 0 as null), alerts the
 * server's message, updates the member state and goes to /mypage. At the bottom, the way out: 회원 탈퇴 (/mypage/withdraw).
 */
export default function MyInfoPage() {
  const memberId = useSelector(selectMemberId);
  const { data, isLoading, isError, refetch } = useMemberInfoQuery(memberId, { refetchOnMountOrArgChange: true });

  return (
    <section className={styles.section} aria-labelledby="my-page-title">
      <MyPageHead eyebrow="Account" title="회원정보 수정" lead="성별과 정보 수신 동의를 바꿀 수 있습니다." />
      {data ? (
        // A new answer from the server starts the form over from it.
        <InfoForm key={`${data.sex}-${data.termMarketing}-${data.termNews}`} member={data} />
      ) : isLoading ? (
        <MemberInfoSkeleton />
      ) : (
        isError && (
          <div className={styles.status} role="alert">
            <p>회원정보를 불러오지 못했습니다.</p>
            <Button variant="outline" onClick={() => refetch()}>
              다시 불러오기
            </Button>
          </div>
        )
      )}
    </section>
  );
}

function InfoForm({ member }: { member: MemberAnswer }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [sex, setSex] = useState<Gender>(gender(member.sex));
  const [marketing, setMarketing] = useState(member.termMarketing === 'Y');
  const [news, setNews] = useState(member.termNews === 'Y');
  const [update, { isLoading }] = useUpdateMemberMutation();

  const changed = sex !== gender(member.sex) || yn(marketing) !== member.termMarketing || yn(news) !== member.termNews;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The spec sends nothing when nothing changed.
    if (!changed) return notify(MEMBER_MESSAGES.nothingChanged);
    const sent = { sex: sex === 0 ? null : sex, termMarketing: yn(marketing), termNews: yn(news) } as const;
    try {
      const answer = await update({ id: member.id, ...sent }).unwrap();
      const saved = answer.member ?? { ...member, ...sent };
      dispatch(setMember(memberProfile(saved)));
      notify(answer.message || MEMBER_MESSAGES.memberUpdated);
      navigate(paths.myPage.getHref());
    } catch (error) {
      notifyError(failureMessage(error));
    }
  };

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <dl className={styles.facts} aria-label="회원 정보">
        <dt>이메일(아이디)</dt>
        <dd>{member.email}</dd>
        <dt>이름</dt>
        <dd>{member.memberName}</dd>
        <dt>휴대폰 번호</dt>
        <dd>{member.phone ? formatPhone(member.phone) : '-'}</dd>
      </dl>

      <GenderRadios value={sex} onChange={setSex} />

      <div className={styles.panel} role="group" aria-labelledby="my-consents-title">
        <p id="my-consents-title" className={styles.panelTitle}>
          정보 수신 동의
        </p>
        <Checkbox checked={marketing} onChange={(event) => setMarketing(event.target.checked)}>
          [선택] 마케팅 정보 수신 동의
        </Checkbox>
        <Checkbox checked={news} onChange={(event) => setNews(event.target.checked)}>
          [선택] 신상품 및 소식 수신 동의
        </Checkbox>
      </div>

      <div className={styles.actions}>
        <Button type="submit" size="lg" disabled={isLoading}>
          저장하기
        </Button>
      </div>

      <p className={styles.leave}>
        더 이상 이용하지 않으시나요? <Link to={paths.withdraw.getHref()}>회원 탈퇴</Link>
      </p>
    </form>
  );
}
