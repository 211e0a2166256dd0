import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '@/lib/api-client';
import type { LoginAnswer, MemberAnswer } from '../api/member-api';

/** The logged-in member as the client keeps it; id 0 means logged out. */
export interface MemberState {
  id: number;
  email: string;
  memberName: string;
  birth: string;
  phone: string;
  point: number;
  /** 1 male, 2 female, anything else unselected. */
  sex: number;
  termMarketing: 'Y' | 'N';
  termNews: 'Y' | 'N';
  /** Logged in with a temporary password: until a new one is chosen the server opens nothing else. */
  mustChangePassword?: boolean;
  /** Joined with a first Naver login: the required consents are asked for on /consents. */
  needsConsents?: boolean;
}

export const initialMemberState: MemberState = {
  id: 0,
  email: '',
  memberName: '',
  birth: '',
  phone: '',
  point: 0,
  sex: 0,
  termMarketing: 'N',
  termNews: 'N',
  mustChangePassword: false,
  needsConsents: false,
};

/** The profile fields of an answer, without the session's flags (the server's null sex means unselected, 0). */
export function memberProfile(answer: Omit<MemberAnswer, 'id'>): Omit<MemberState, 'id' | 'mustChangePassword' | 'needsConsents'> {
  return {
    email: answer.email,
    memberName: answer.memberName,
    birth: answer.birth ?? '',
    phone: answer.phone ?? '',
    point: answer.point ?? 0,
    sex: answer.sex ?? 0,
    termMarketing: answer.termMarketing,
    termNews: answer.termNews,
  };
}

/** The member state from a login, sign-up or Naver login answer. */
export function memberFromAnswer(answer: LoginAnswer): MemberState {
  return {
    id: answer.id,
    ...memberProfile(answer),
    mustChangePassword: answer.mustChangePassword === true,
    needsConsents: answer.needsConsents === true,
  };
}

export const memberSlice = createSlice({
  name: 'member',
  initialState: initialMemberState,
  reducers: {
    setMember(state, action: PayloadAction<Partial<MemberState>>) {
      return { ...state, ...action.payload };
    },
    logout() {
      return initialMemberState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, () => initialMemberState);
  },
});

export const { setMember, logout } = memberSlice.actions;
export const memberReducer = memberSlice.reducer;

type WithMember = { member: MemberState };
export const selectMember = (state: WithMember) => state.member;
export const selectMemberId = (state: WithMember) => state.member?.id ?? 0;
export const selectIsLoggedIn = (state: WithMember) => selectMemberId(state) > 0;
export const selectMustChangePassword = (state: WithMember) => selectIsLoggedIn(state) && state.member.mustChangePassword === true;
