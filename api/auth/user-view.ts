import type { users } from "../db/schema.ts";

export type UserRow = typeof users.$inferSelect;

/** The user as /v1 answers it (login, register-social, reset, profile): never the password hash. */
export interface UserView {
  id: number;
  name: string;
  email: string;
  /** The number without its area code. */
  phone: string;
  /** Area code such as "+62". */
  code: string;
  /** "code-number" as the seeds' client joins them, e.g. "+62-81234567890"; "" without a phone. */
  telp: string;
  idNumber: string;
  address: string;
  referral_code: string;
  /** 0 email, 1 Facebook, 2 Google. */
  statusRegister: number;
  /** True when the account can log in with a password (any statusRegister). */
  hasPassword: boolean;
}

export function toUserView(user: UserRow): UserView {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    code: user.phoneCode,
    telp: user.phone ? `${user.phoneCode}-${user.phone}` : "",
    idNumber: user.idNumber,
    address: user.address,
    referral_code: user.referralCode,
    statusRegister: user.statusRegister,
    hasPassword: user.passwordHash !== null,
  };
}
