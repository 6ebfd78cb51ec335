import { createContext, useContext, type ReactNode } from "react";
import type { AuthUser } from "./types";

const AuthContext = createContext<AuthUser | null>(null);

export function AuthProvider({ user, children }: { user: AuthUser | null; children: ReactNode }) {
  return <AuthContext.Provider value={user}>{children}</AuthContext.Provider>;
}

/** The signed-in user from the authentication check, or null when signed out. */
export function useAuthUser(): AuthUser | null {
  return useContext(AuthContext);
}
