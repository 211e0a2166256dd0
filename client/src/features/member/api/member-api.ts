import { api, payload } from '@/lib/api-client';
import type { ConfirmedCode, Envelope, LoginAnswer, MemberAnswer, MemberCoupon, NaverAuthorize, NaverTokens, SentCode } from '@/types/api';

export type { ConfirmedCode, LoginAnswer, MemberAnswer, MemberCoupon, NaverAuthorize, NaverTokens, SentCode };

/** What a code is for; a verification token serves only its own purpose (docs/api.md, "Membership and verification"). */
export type VerificationPurpose = 'sign-up' | 'find-id' | 'find-password' | 'withdraw' | 'restore-dormant' | 'guest-order';

/** POST /api/guest/checkout: the 'guest-order' token, and the orderer's name and e-mail (비회원 주문). */
export interface StartGuestCheckoutArgs {
  verificationToken: string;
  name: string;
  email: string;
}

export interface SendCodeArgs {
  to: string;
  purpose: VerificationPurpose;
}

export interface ConfirmCodeArgs {
  to: string;
  code: string;
  purpose: VerificationPurpose;
  /** Sign-up only: they become the member's name and birth date. */
  name?: string;
  birth?: string;
}

/** The five sign-up consents as the server takes them: age 14+, terms and privacy required. */
export interface ConsentArgs {
  age: 'Y' | 'N';
  terms: 'Y' | 'N';
  privacy: 'Y' | 'N';
  marketing: 'Y' | 'N';
  news: 'Y' | 'N';
}

export interface SignUpArgs extends ConsentArgs {
  email: string;
  password: string;
  passwordConfirm: string;
  verificationToken: string;
  /** 0 not given, 1 male, 2 female. */
  sex: 0 | 1 | 2;
}

/** PUT /api/member/consents: the five sign-up consents, for a member who joined with Naver. */
export interface GiveConsentsArgs extends ConsentArgs {
  id: number;
}

/** PUT /api/member.php: the fields My Page may change; sex null means not given (the spec sends 0 as null). */
export interface UpdateMemberArgs {
  id: number;
  sex: 1 | 2 | null;
  termMarketing: 'Y' | 'N';
  termNews: 'Y' | 'N';
}

/** The saved member (when the server answers one) and the server's message to show. */
export interface UpdatedMember {
  member: MemberAnswer | null;
  message: string;
}

const loginAnswer = (body: Envelope): LoginAnswer => ({
  id: body.id as number,
  email: body.email as string,
  memberName: body.memberName as string,
  birth: (body.birth as string | null) ?? null,
  phone: (body.phone as string | null) ?? null,
  point: (body.point as number) ?? 0,
  sex: (body.sex as 1 | 2 | null) ?? null,
  termMarketing: (body.termMarketing as 'Y' | 'N') ?? 'N',
  termNews: (body.termNews as 'Y' | 'N') ?? 'N',
  mustChangePassword: body.mustChangePassword === true,
  needsConsents: body.needsConsents === true,
});

/** The member of an answer: under `data` (this server) or `dto` (the spec's other reading). */
const memberPayload = (body: Envelope): MemberAnswer | null => ((body.data ?? body.dto) as MemberAnswer | undefined) ?? null;

/** The membership and verification calls (docs/api.md). */
export const memberApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, { email: string; password: string }>({
      query: (body) => ({ url: '/api/member/login.php', method: 'POST', body }),
      transformResponse: loginAnswer,
    }),
    /** POST with the anti-forgery token (the spec's GET /api/logout is kept by the server for old clients only). */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
      transformResponse: () => undefined,
    }),
    signUp: build.mutation<LoginAnswer, SignUpArgs>({
      query: (body) => ({ url: '/api/member.php', method: 'POST', body }),
      transformResponse: loginAnswer,
    }),
    /** The member as the server has it now; My Page reads this, not the persisted slice. */
    memberInfo: build.query<MemberAnswer | null, number>({
      query: (memid) => ({ url: '/api/member/index.php', params: { memid } }),
      transformResponse: memberPayload,
      keepUnusedDataFor: 0,
    }),
    updateMember: build.mutation<UpdatedMember, UpdateMemberArgs>({
      query: (body) => ({ url: '/api/member.php', method: 'PUT', body }),
      transformResponse: (body: Envelope) => ({ member: memberPayload(body), message: body.message }),
    }),
    /** The current password; a success opens change-pass.php for this session for 10 minutes. The spec sends id as a string. */
    checkPassword: build.mutation<void, { id: string; password: string }>({
      query: (body) => ({ url: '/api/member/check-pass.php', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
    changePassword: build.mutation<void, { id: number; password: string }>({
      query: (body) => ({ url: '/api/member/change-pass.php', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
    giveConsents: build.mutation<MemberAnswer, GiveConsentsArgs>({
      query: (body) => ({ url: '/api/member/consents', method: 'PUT', body }),
      transformResponse: payload<MemberAnswer>('data'),
    }),
    sendCode: build.mutation<SentCode, SendCodeArgs>({
      query: (body) => ({ url: '/api/send-one.php', method: 'POST', body }),
      transformResponse: payload<SentCode>('dto'),
    }),
    confirmCode: build.mutation<ConfirmedCode, ConfirmCodeArgs>({
      query: (body) => ({ url: '/api/verification/confirm', method: 'POST', body }),
      transformResponse: payload<ConfirmedCode>('dto'),
    }),
    /** Spends the 'guest-order' token for a guest session (the cookie): the checkout then takes the guest. */
    startGuestCheckout: build.mutation<void, StartGuestCheckoutArgs>({
      query: (body) => ({ url: '/api/guest/checkout', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
    sendId: build.mutation<string, { to: string; verificationToken: string }>({
      query: (body) => ({ url: '/api/send-id.php', method: 'POST', body }),
      transformResponse: (body: Envelope) => body.message,
    }),
    sendPassword: build.mutation<string, { to: string; email: string; verificationToken: string }>({
      query: (body) => ({ url: '/api/send-pw.php', method: 'POST', body }),
      transformResponse: (body: Envelope) => body.message,
    }),
    /** Whether Naver login is configured, and where to send the browser (a fresh state each time). */
    naverAuthorize: build.query<NaverAuthorize, void>({
      query: () => '/api/login/naver/authorize',
      transformResponse: (body: Envelope) => payload<NaverAuthorize | undefined>('dto')(body) ?? { enabled: false, url: null },
      keepUnusedDataFor: 0,
    }),
    naverToken: build.mutation<NaverTokens, { code: string; state: string }>({
      query: (params) => ({ url: '/api/login/naver-token', method: 'GET', params }),
      transformResponse: (body: Envelope) => ({ accessToken: body.accessToken as string, refreshToken: body.refreshToken as string }),
    }),
    naverLogin: build.mutation<LoginAnswer, NaverTokens>({
      query: (params) => ({ url: '/api/login/naver', method: 'GET', params }),
      transformResponse: loginAnswer,
    }),
    /** The welcome coupons a new member holds (their usable coupons marked forNew), as the server gave them. */
    welcomeCoupons: build.query<MemberCoupon[], number>({
      query: (memId) => ({ url: '/api/member/coupon_list', params: { memId } }),
      transformResponse: (body: Envelope) => (payload<{ couponDtos?: MemberCoupon[] }>('dto')(body)?.couponDtos ?? []).filter((coupon) => coupon.forNew === 'Y'),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useSignUpMutation,
  useMemberInfoQuery,
  useUpdateMemberMutation,
  useCheckPasswordMutation,
  useChangePasswordMutation,
  useGiveConsentsMutation,
  useNaverAuthorizeQuery,
  useLazyNaverAuthorizeQuery,
  useNaverTokenMutation,
  useNaverLoginMutation,
  useWelcomeCouponsQuery,
} = memberApi;
