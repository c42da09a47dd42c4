// How a form's messages are read. Schemas carry message keys of a catalogue; /v1 answers carry
// text already in the visitor's language. A form names the catalogue scopes its keys live in
// ("auth:", "reservation:errors."); a message found in none of them is shown as it is.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";

type Resolve = (message: string) => string;

const MessagesContext = createContext<Resolve>((message) => message);

export function FormMessages({
  scopes,
  values,
  children,
}: {
  scopes: readonly string[];
  values?: Record<string, string | number>;
  children: ReactNode;
}) {
  const namespaces = useMemo(() => [...new Set(scopes.map((scope) => scope.split(":")[0]!))], [scopes]);
  const { t, i18n } = useTranslation(namespaces);
  const resolve: Resolve = (message) => {
    const { key: name, values: own } = splitMessage(message);
    for (const scope of scopes) {
      const key = `${scope}${name}`;
      if (i18n.exists(key)) return t(key, { ...values, ...own });
    }
    return message;
  };
  return <MessagesContext.Provider value={resolve}>{children}</MessagesContext.Provider>;
}

/**
 * A message key with its values as one string, since conform carries messages as strings:
 * ("fieldTooLong", { max: 60 }) → "fieldTooLong?max=60". Read back by splitMessage.
 */
export function messageWithValues(key: string, values?: Record<string, string | number>): string {
  if (!values || Object.keys(values).length === 0) return key;
  return `${key}?${new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]))}`;
}

/** A catalogue key and its values; text without values (a /v1 answer) comes back whole as the key. */
export function splitMessage(message: string): { key: string; values: Record<string, string> } {
  const match = /^([\w.]+)\?(\w+=.*)$/.exec(message);
  if (!match) return { key: message, values: {} };
  return { key: match[1]!, values: Object.fromEntries(new URLSearchParams(match[2]!)) };
}

export function useFormMessage(): Resolve {
  return useContext(MessagesContext);
}
