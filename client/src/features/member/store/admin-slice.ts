import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The logged-in admin (back office); id 0 means no admin is logged in. */
export interface AdminState {
  id: number;
}

const initialState: AdminState = { id: 0 };

export const adminSlice = createSlice({
  name: 'admin',
  initialState,
  reducers: {
    setAdmin(_state, action: PayloadAction<AdminState>) {
      return action.payload;
    },
    clearAdmin() {
      return initialState;
    },
  },
});

export const { setAdmin, clearAdmin } = adminSlice.actions;
export const adminReducer = adminSlice.reducer;

export const selectAdminId = (state: { admin: AdminState }) => state.admin?.id ?? 0;
