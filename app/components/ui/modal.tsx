import { useCallback, useEffect, useId, useRef, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useLocation, useNavigate } from "react-router";
import { hrefWithModal, hrefWithoutModal, readModal, type ModalName } from "#app/lib/modal.ts";
import { CloseIcon } from "./close-icon.tsx";

export interface ModalProps {
  /** The dialog's visible title, which also labels it. */
  title: ReactNode;
  /**
   * Where closing goes: the close link's href without JavaScript, and the navigation with it
   * (replace, no scroll reset). Usually `useUrlModal().closeHref`.
   */
  closeHref: string;
  /** With JavaScript, called instead of navigating (for a modal kept in local state). */
  onClose?: () => void;
  size?: "sm" | "md" | "lg";
  children: ReactNode;
}

const WIDTHS = { sm: "sm:max-w-sm", md: "sm:max-w-md", lg: "sm:max-w-2xl" } as const;

/**
 * A modal dialog rendered by the server too: render it when the URL says it is open
 * (`{modal === "login" && <Modal …/>}`). With JavaScript: focus moves into it, Tab stays inside,
 * Escape closes, focus returns where it was. Without: the close links are plain links.
 */
export function Modal({ title, closeHref, onClose, size = "md", children }: ModalProps) {
  const { t } = useTranslation("common");
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  const close = useCallback(() => {
    if (onClose) onClose();
    else void navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [onClose, navigate, closeHref]);
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    dialog?.focus({ preventScroll: true });
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === "Tab" && dialog) {
        keepTabInside(event, dialog);
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  const onCloseClick = (event: MouseEvent) => {
    if (!onClose) return; // the link navigates
    event.preventDefault();
    onClose();
  };

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4" data-modal-open="">
      <Link
        to={closeHref}
        replace
        preventScrollReset
        onClick={onCloseClick}
        tabIndex={-1}
        aria-hidden="true"
        className="modal-backdrop absolute inset-0 bg-black/60"
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal-panel relative flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl outline-none sm:rounded-2xl ${WIDTHS[size]}`}
      >
        <div className="flex items-start justify-between gap-3 border-b border-neutral-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold leading-snug">
            {title}
          </h2>
          <Link
            to={closeHref}
            replace
            preventScrollReset
            onClick={onCloseClick}
            className="-me-2 -mt-1 grid size-9 shrink-0 place-items-center rounded-full text-neutral-600 hover:bg-neutral-100"
          >
            <CloseIcon size={18} strokeWidth={2} />
            <span className="sr-only">{t("modal.close")}</span>
          </Link>
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
      </div>
    </div>
  );
}

const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Focus trap-lite: Tab from the last element goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement) {
  const focusables = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
  const first = focusables[0];
  const last = focusables.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** The URL-state modal of the current location: which is open, and the links to open and close. */
export function useUrlModal() {
  const location = useLocation();
  return {
    modal: readModal(location.search),
    closeHref: hrefWithoutModal(location),
    openHref: (name: ModalName, extra?: Record<string, string>) => hrefWithModal(location, name, extra),
  };
}

/** A link that opens a modal on the current page (a plain link without JavaScript). */
export function ModalLink({
  modal,
  extra,
  className,
  children,
  onClick,
}: {
  modal: ModalName;
  extra?: Record<string, string>;
  className?: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { openHref } = useUrlModal();
  return (
    <Link to={openHref(modal, extra)} replace preventScrollReset className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
