import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { returnPathFrom } from '@/lib/return-path';
import { useGiveConsentsMutation } from '../api/member-api';
import { AuthShell } from '../components/auth-shell';
import { ConsentList, NO_CONSENTS, REQUIRED_CONSENTS, type Consents } from '../components/consent-list';
import { MEMBER_MESSAGES } from '../messages';
import { selectMember, setMember } from '../store/member-slice';
import { failureMessage } from '../utils/api-messages';
import { consentFlags } from '../utils/consent-flags';
import form from '../components/member-form.module.css';

/**
 * /consents: a member the first Naver login created has agreed to nothing yet. The five sign-up consents
 * (age 14+, terms and privacy required) go to PUT /api/member/consents, then the shop opens at / (or at the page
 * the Naver login was started from, ?redirect=).
 */
export default function ConsentsPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const member = useSelector(selectMember);
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const [giveConsents, { isLoading }] = useGiveConsentsMutation();
  const returnTo = returnPathFrom(useLocation().search);

  if (!member.id) return <Navigate to={paths.login.getHref()} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!REQUIRED_CONSENTS.every((key) => consents[key])) return notifyError(MEMBER_MESSAGES.consentRequired);
    try {
      const answer = await giveConsents({ id: member.id, ...consentFlags(consents) }).unwrap();
      dispatch(setMember({ needsConsents: false, termMarketing: answer.termMarketing, termNews: answer.termNews }));
      navigate(returnTo ?? paths.home.getHref(), { replace: true });
    } catch (error) {
      notifyError(failureMessage(error));
    }
  };

  return (
    <AuthShell eyebrow="Terms" title="약관 동의" lead="네이버로 가입하셨습니다. 쇼핑몰 이용을 위해 약관에 동의해주세요.">
      <form className={form.form} onSubmit={submit} noValidate>
        <ConsentList value={consents} onChange={setConsents} />
        <div className={form.actions}>
          <Button type="submit" size="lg" block disabled={isLoading}>
            동의하고 시작하기
          </Button>
        </div>
      </form>
    </AuthShell>
  );
}
