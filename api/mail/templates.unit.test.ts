import { describe, expect, it } from "vitest";
import { activationMail, escapeHtml, linksIn, resetPasswordMail } from "./templates.ts";
import { backoffMs } from "./worker.ts";

describe("mail templates", () => {
  const link = "https://inap.example/activate?token=abc-DEF_123";

  it("write the activation mail in Indonesian and English, text and brand-coloured HTML", () => {
    const id = activationMail({ lang: "id", name: "Budi", link });
    const en = activationMail({ lang: "en", name: "Budi", link });
    expect(id.subject).toBe("Aktivasi akun Inap Anda");
    expect(en.subject).toBe("Activate your Inap account");
    expect(id.text).toContain("Halo Budi,");
    expect(en.text).toContain("Hello Budi,");
    for (const mail of [id, en]) {
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain("#FA5900");
    }
    expect(id.html).toContain('<html lang="id">');
    expect(en.html).toContain('<html lang="en">');
  });

  it("put the token in the reset mail as well as the link", () => {
    const mail = resetPasswordMail({
      lang: "en",
      name: "Ana",
      link: "https://inap.example/?modal=reset-password&token=t0k",
      token: "t0k",
    });
    expect(mail.subject).toBe("Reset your Inap password");
    expect(mail.text).toContain("t0k");
    expect(mail.html).toContain('href="https://inap.example/?modal=reset-password&amp;token=t0k"');
    expect(resetPasswordMail({ lang: "id", name: "Ana", link: "x", token: "t" }).subject).toBe(
      "Atur ulang password Inap Anda",
    );
  });

  it("escape names in the HTML", () => {
    const mail = activationMail({ lang: "en", name: `<script>alert("x")</script>`, link });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(escapeHtml(`a&b"'`)).toBe("a&amp;b&quot;&#39;");
  });

  it("find the links of a text, once each", () => {
    expect(linksIn(`open ${link}\nor ${link} and http://x.test/a?b=c`)).toEqual([link, "http://x.test/a?b=c"]);
  });
});

describe("mail retry backoff", () => {
  it("doubles from the base and stops at the cap", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20, 30_000, 3_600_000)).toBe(3_600_000);
  });
});
