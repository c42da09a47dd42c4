// The account forms' messages: keys of the auth catalogue (the rules the API shares), then of the
// account catalogue; a /v1 answer's text as it comes.
import type { ReactNode } from "react";
import { FormMessages } from "#app/components/form/messages.tsx";

const SCOPES = ["auth:", "account:"] as const;

export function AccountMessages({ children }: { children: ReactNode }) {
  return <FormMessages scopes={SCOPES}>{children}</FormMessages>;
}
