import { useSelector } from 'react-redux';
import { Button } from '@/components/ui/button/button';
import { COMPANY } from '@/config/company';
import { channelPluginKey, openChannelMessenger } from '@/lib/channel-talk';
import { MyPageHead } from '../components/my-page-head';
import { selectMember } from '../store/member-slice';
import styles from '../components/my-page.module.css';

/** The mail app opens with the subject and the member's e-mail filled in. */
function inquiryMailto(email: string, memberName: string): string {
  const subject = `[1:1 문의] ${memberName}님 문의`;
  const body = ['주문번호:', '문의 내용:', '', `회원 아이디: ${email}`].join('\n');
  return `mailto:${COMPANY.customerEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * /mypage/inquiries: 1:1 inquiry guidance. How to reach customer service (phone, hours, e-mail, and the chat
 * when the widget is configured), what to send with an inquiry, and when the answer comes.
 */
export default function InquiriesPage() {
  const member = useSelector(selectMember);
  const chatKey = channelPluginKey();

  return (
    <section className={styles.section} aria-labelledby="my-page-title">
      <MyPageHead eyebrow="Inquiry" title="1:1 문의" lead="주문, 배송, 교환·반품, 제품에 관한 문의는 아래 고객센터로 보내주세요." />

      <div className={styles.blocks}>
        <section aria-labelledby="inquiry-contact">
          <h2 id="inquiry-contact" className={styles.blockTitle}>
            고객센터
          </h2>
          <dl className={styles.facts}>
            <dt>전화</dt>
            <dd>
              <a className={styles.contact} href={`tel:${COMPANY.phone.replace(/\D/g, '')}`}>
                {COMPANY.phone}
              </a>
            </dd>
            <dt>운영 시간</dt>
            <dd>{COMPANY.serviceHours}</dd>
            <dt>이메일</dt>
            <dd>
              <a className={styles.contact} href={`mailto:${COMPANY.customerEmail}`}>
                {COMPANY.customerEmail}
              </a>
            </dd>
          </dl>
        </section>

        <section aria-labelledby="inquiry-include">
          <h2 id="inquiry-include" className={styles.blockTitle}>
            문의하실 때 함께 알려주세요
          </h2>
          <ul className={styles.bullets}>
            <li>주문번호와 주문하신 분의 성함 (회원 아이디: {member.email})</li>
            <li>제품 불량이나 파손은 제품 전체와 해당 부분이 잘 보이는 사진을 함께 보내주세요.</li>
            <li>교환·반품은 제품을 받으신 날부터 7일 이내에 접수해주세요. 단순 변심이나 주문 착오로 인한 교환은 어렵습니다(불량 제외).</li>
          </ul>
        </section>

        <section aria-labelledby="inquiry-reply">
          <h2 id="inquiry-reply" className={styles.blockTitle}>
            답변 안내
          </h2>
          <ul className={styles.bullets}>
            <li>문의는 접수된 순서대로 {COMPANY.inquiryReplyTime} 답변드립니다.</li>
            <li>주말 및 공휴일에 남겨주신 문의는 다음 영업일에 확인합니다.</li>
          </ul>
        </section>

        <div className={styles.actions}>
          {chatKey && (
            <Button variant="outline" size="lg" onClick={openChannelMessenger}>
              채팅 상담하기
            </Button>
          )}
          <a className={styles.mailButton} href={inquiryMailto(member.email, member.memberName)}>
            이메일로 문의하기
          </a>
        </div>
      </div>
    </section>
  );
}
