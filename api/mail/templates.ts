// Mail templates: plain text plus a simple inline-styled HTML part (mail clients ignore <style> and
// external CSS), with the words from the mail catalogue (./text.ts). Pure functions; every dynamic
// value is escaped in the HTML.
import type { Lang } from "../http/messages.ts";
import { mailText, SITE } from "./text.ts";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const BRAND = "#FA5900";

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

export interface Layout {
  lang: Lang;
  greeting: string;
  paragraphs: string[];
  button: { label: string; href: string };
  after: string[];
}

export function layout({ lang, greeting, paragraphs, button, after }: Layout): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#333333">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="${lang}"><body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND};padding:16px 24px;color:#ffffff;font-size:22px;font-weight:bold">${SITE}</td></tr>
<tr><td style="padding:24px">
${p(greeting)}
${paragraphs.map(p).join("\n")}
<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(button.href)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#666666;word-break:break-all">${escapeHtml(button.href)}</p>
${after.map(p).join("\n")}
</td></tr></table></td></tr></table></body></html>`;
}

export function text(greeting: string, paragraphs: string[], link: string, after: string[]): string {
  return [
    greeting,
    "",
    ...paragraphs.flatMap((x) => [x, ""]),
    link,
    "",
    ...after.flatMap((x) => [x, ""]),
    `— ${SITE}`,
  ].join("\n");
}

/** One mail of the catalogue: subject, greeting, body paragraphs, a button to `link`, closing paragraphs. */
export function catalogueMail(input: {
  lang: Lang;
  subject: string;
  name: string;
  paragraphs: string[];
  button: string;
  link: string;
  after: string[];
}): MailContent {
  const { lang, link, paragraphs, after } = input;
  const greeting = mailText(lang, "hello", { name: input.name });
  return {
    subject: input.subject,
    text: text(greeting, paragraphs, link, after),
    html: layout({ lang, greeting, paragraphs, button: { label: input.button, href: link }, after }),
  };
}

export function activationMail(input: { lang: Lang; name: string; link: string }): MailContent {
  const { lang } = input;
  const t = (key: string) => mailText(lang, `activation.${key}`);
  return catalogueMail({
    ...input,
    subject: t("subject"),
    paragraphs: [t("body")],
    button: t("button"),
    after: [t("after")],
  });
}

export function resetPasswordMail(input: { lang: Lang; name: string; link: string; token: string }): MailContent {
  const { lang, token } = input;
  const t = (key: string) => mailText(lang, `reset.${key}`, { token });
  return catalogueMail({
    ...input,
    subject: t("subject"),
    paragraphs: [t("body")],
    button: t("button"),
    after: [t("token"), t("after")],
  });
}

/** Every http(s) link of a message's text: the development mailbox shows them as buttons. */
export function linksIn(textBody: string): string[] {
  return [...new Set(textBody.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}
