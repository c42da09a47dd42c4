// The shell's parts that hydrate after the page (app/routes/shell.tsx), as one module so they come
// as one chunk: as six, with what each imports, they were some fifteen small files, and on HTTP/1.1's
// six connections they queued ahead of the first tap's data request (decision 090).
export { DemoMailNotice } from "#app/components/account/demo-mail-notice.tsx";
export { Footer } from "./footer.tsx";
export { Header } from "./header.tsx";
export { PromoBanner } from "./promo-banner.tsx";
export { PromoEventIcon } from "./promo-event-icon.tsx";
export { ShellModals } from "./shell-modals.tsx";
