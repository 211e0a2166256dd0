import { createContext, useContext } from 'react';

/**
 * How the console keeps the persisted `admin` slice (features/member/store/admin-slice) in step without
 * importing another feature: the app passes these in (app/routes/admin-console.tsx). The server stays the
 * truth; the slice only mirrors who logged in.
 */
export interface AdminSessionBridge {
  signedIn: (adminId: number) => void;
  signedOut: () => void;
}

const noop: AdminSessionBridge = { signedIn: () => undefined, signedOut: () => undefined };

export const AdminSessionContext = createContext<AdminSessionBridge>(noop);

export const useAdminSession = () => useContext(AdminSessionContext);
