// Mail templates in both languages: plain text plus a simple inline-styled HTML part (mail clients
// ignore <style> and external CSS). Pure functions; every dynamic value is escaped in the HTML.
import type { Lang } from "../http/messages.ts";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const BRAND = "#FA5900";
const SITE = "Inap";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export interface Layout {
  lang: Lang;
  greeting: string;
  paragraphs: string[];
  button: { label: string; href: string };
  after: string[];
}

export function layout({ lang, greeting, paragraphs, button, after }: Layout): string {
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#333333">${escapeHtml(text)}</p>`;
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
  return [greeting, "", ...paragraphs.flatMap((x) => [x, ""]), link, "", ...after.flatMap((x) => [x, ""]), `— ${SITE}`].join("\n");
}

export function activationMail(input: { lang: Lang; name: string; link: string }): MailContent {
  const { lang, name, link } = input;
  const t =
    lang === "en"
      ? {
          subject: `Activate your ${SITE} account`,
          greeting: `Hello ${name},`,
          body: [`Thank you for registering at ${SITE}. Open the link below to activate your account.`],
          button: "Activate account",
          after: ["The link works once and expires in 7 days. If you did not register, ignore this email."],
        }
      : {
          subject: `Aktivasi akun ${SITE} Anda`,
          greeting: `Halo ${name},`,
          body: [`Terima kasih telah mendaftar di ${SITE}. Buka link di bawah ini untuk mengaktifkan akun Anda.`],
          button: "Aktifkan akun",
          after: ["Link hanya berlaku sekali dan kedaluwarsa dalam 7 hari. Jika Anda tidak mendaftar, abaikan email ini."],
        };
  return {
    subject: t.subject,
    text: text(t.greeting, t.body, link, t.after),
    html: layout({ lang, greeting: t.greeting, paragraphs: t.body, button: { label: t.button, href: link }, after: t.after }),
  };
}

export function resetPasswordMail(input: { lang: Lang; name: string; link: string; token: string }): MailContent {
  const { lang, name, link, token } = input;
  const t =
    lang === "en"
      ? {
          subject: `Reset your ${SITE} password`,
          greeting: `Hello ${name},`,
          body: ["We received a request to reset your password. Open the link below and choose a new password."],
          button: "Reset password",
          after: [`Or enter this token in the reset form: ${token}`, "The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays the same."],
        }
      : {
          subject: `Atur ulang password ${SITE} Anda`,
          greeting: `Halo ${name},`,
          body: ["Kami menerima permintaan untuk mengatur ulang password Anda. Buka link di bawah ini dan pilih password baru."],
          button: "Atur ulang password",
          after: [`Atau masukkan token ini di formulir atur ulang: ${token}`, "Link hanya berlaku sekali dan kedaluwarsa dalam 1 jam. Jika Anda tidak memintanya, abaikan email ini: password Anda tidak berubah."],
        };
  return {
    subject: t.subject,
    text: text(t.greeting, t.body, link, t.after),
    html: layout({ lang, greeting: t.greeting, paragraphs: t.body, button: { label: t.button, href: link }, after: t.after }),
  };
}

/** Every http(s) link of a message's text: the development mailbox shows them as buttons. */
export function linksIn(textBody: string): string[] {
  return [...new Set(textBody.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}
