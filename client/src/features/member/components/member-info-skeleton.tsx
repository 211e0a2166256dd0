import { Fragment } from 'react';
import { Bone, LoadingShapes } from '@/components/ui/skeleton/skeleton';
import form from './member-form.module.css';
import genders from './gender-radios.module.css';
import styles from './my-page.module.css';

/** /mypage/info's form as it will stand (the facts, 성별, the consents), bones in place of the member's answers. */
export function MemberInfoSkeleton() {
  return (
    <LoadingShapes label="회원정보를 불러오는 중">
      <div className={form.form}>
        <dl className={styles.facts}>
          {['이메일(아이디)', '이름', '휴대폰 번호'].map((label) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>
                <Bone width="10em" />
              </dd>
            </Fragment>
          ))}
        </dl>
        <div className={form.fieldset}>
          <p className={form.legend}>성별</p>
          <div className={genders.genders}>
            {[0, 1, 2].map((box) => (
              <Bone key={box} height={48} />
            ))}
          </div>
        </div>
        <div className={styles.panel}>
          <p className={styles.panelTitle}>정보 수신 동의</p>
          <Bone width="14em" height={22} />
          <Bone width="14em" height={22} />
        </div>
      </div>
    </LoadingShapes>
  );
}
