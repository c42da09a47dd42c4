import { useCallback, useState, useSyncExternalStore, type AnimationEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocation } from "react-router";
import { hrefWithout, TOAST_PARAM } from "#app/lib/modal.ts";
import { queryToast, type Toast, type ToastType } from "#app/lib/toast.ts";
import { CloseIcon } from "./close-icon.tsx";
import { useOfflineSupport } from "#app/offline/start.ts";
import { StrokeIcon } from "./stroke-icon.tsx";

// Toasts raised in the browser (event handlers) live in this tiny store; the server never adds to it.
let clientToasts: Toast[] = [];
const listeners = new Set<() => void>();
const EMPTY: Toast[] = [];

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast from an event handler: `showToast({ type: "error", description: t("toast.loginRequired") })`. */
export function showToast(toast: { type?: ToastType; title?: string; description: string; id?: string }): void {
  const id = toast.id ?? `c-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  clientToasts = [...clientToasts.filter((t) => t.id !== id), { ...toast, id, type: toast.type ?? "info" }];
  emit();
}

function removeClientToast(id: string) {
  const next = clientToasts.filter((t) => t.id !== id);
  if (next.length !== clientToasts.length) {
    clientToasts = next;
    emit();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Renders every toast: the flash toast from root's loader, a known `?toast=` key, and those from
 * showToast(). Each closes after 5 seconds (a CSS animation, so also without JavaScript; it pauses
 * while hovered or focused) or with its close button.
 */
export function Toaster({ toast }: { toast: Toast | null | undefined }) {
  const { t } = useTranslation("common");
  // The service worker starts from this part, which every page hydrates after its first load (decision 058).
  useOfflineSupport();
  const location = useLocation();
  const fromClient = useSyncExternalStore(
    subscribe,
    () => clientToasts,
    () => EMPTY,
  );
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());

  const fromQuery = queryToast(new URLSearchParams(location.search).get(TOAST_PARAM));
  const all: Toast[] = [];
  if (toast) all.push(toast);
  // Keyed by the navigation, so following the same link again shows it again.
  if (fromQuery)
    all.push({ id: `q-${fromQuery.key}-${location.key}`, type: fromQuery.type, description: t(fromQuery.messageKey) });
  all.push(...fromClient);
  const visible = all.filter((item) => !dismissed.has(item.id));

  const dismiss = useCallback((id: string) => {
    setDismissed((previous) => new Set(previous).add(id));
    removeClientToast(id);
  }, []);

  const closeHref = hrefWithout(location, [TOAST_PARAM]);
  return (
    <section
      className="pointer-events-none fixed inset-x-0 top-3 z-[70] flex flex-col items-center gap-2 px-3"
      aria-label={t("toast.region")}
    >
      {visible.map((item) => (
        <ToastItem key={item.id} toast={item} closeHref={closeHref} closeLabel={t("toast.close")} onDismiss={dismiss} />
      ))}
    </section>
  );
}

const STYLES: Record<ToastType, { box: string; icon: string }> = {
  success: { box: "border-green-200", icon: "bg-green-600" },
  error: { box: "border-red-200", icon: "bg-red-600" },
  info: { box: "border-sky-200", icon: "bg-sky-600" },
};

function ToastItem({
  toast,
  closeHref,
  closeLabel,
  onDismiss,
}: {
  toast: Toast;
  closeHref: string;
  closeLabel: string;
  onDismiss: (id: string) => void;
}) {
  const style = STYLES[toast.type];
  const onAnimationEnd = (event: AnimationEvent) => {
    if (event.animationName === "toast-out") onDismiss(toast.id);
  };
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      data-toast={toast.type}
      onAnimationEnd={onAnimationEnd}
      className={`toast pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border bg-white p-3 shadow-lg ${style.box}`}
    >
      <span
        className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full text-white ${style.icon}`}
        aria-hidden="true"
      >
        <ToastIcon type={toast.type} />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
        <p className="text-neutral-800">{toast.description}</p>
      </div>
      <a
        href={closeHref}
        onClick={(event) => {
          event.preventDefault();
          onDismiss(toast.id);
        }}
        className="-m-1 grid size-7 shrink-0 place-items-center rounded-full text-neutral-500 hover:bg-neutral-100"
      >
        <CloseIcon size={14} strokeWidth={2.2} />
        <span className="sr-only">{closeLabel}</span>
      </a>
    </div>
  );
}

function ToastIcon({ type }: { type: ToastType }) {
  const path = type === "success" ? "M5 10.5l3 3 7-7" : type === "error" ? "M10 5v6M10 14.5v.5" : "M10 9v6M10 5.5v.5";
  return (
    <StrokeIcon box={20} size={12} strokeWidth={2.6}>
      <path d={path} />
    </StrokeIcon>
  );
}
