import type { UserView } from "#core/contract/index.ts";
import type { users } from "../db/schema.ts";

export type { UserView };

export type UserRow = typeof users.$inferSelect;

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
