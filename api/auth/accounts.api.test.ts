import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import { databaseKinds, useTestApi } from "../test/harness.ts";
import { activeUser, lastMailTo, PASSWORD, startAccountsApi, tokenFromMail, uniqueEmail } from "./test-api.ts";

describe.each(databaseKinds)("accounts on %s: register, activate, login, logout, forgot and reset", (kind) => {
  const suite = useTestApi(kind, (database) => startAccountsApi(database, { publicUrl: "https://inap.example" }));

  const form = (overrides: Record<string, string> = {}) => ({
    name: "Siti Rahma",
    email: uniqueEmail("siti"),
    phone: "81234567890",
    code: "+62",
    password: PASSWORD,
    repeatPassword: PASSWORD,
    ...overrides,
  });

  /** An active account made by Facebook (status 1) or Google (2) sign-up, without a password; answers its email. */
  async function socialAccount(emailLabel: string, codePrefix: string, statusRegister: number) {
    const email = uniqueEmail(emailLabel);
    await suite.database.db.insert(users).values({
      name: "Social",
      email,
      referralCode: `${codePrefix}${statusRegister}${Date.now().toString(36).toUpperCase()}`,
      statusRegister,
      activatedAt: new Date(),
    });
    return email;
  }

  describe("POST /v1/register", () => {
    it("answers 422 with the seed's first failing rule and every field error, in order, in both languages", async () => {
      const empty = await suite.api.post("/register", {
        form: { name: "", email: "", phone: "", password: "", repeatPassword: "" },
      });
      expect(empty.status).toBe(422);
      expect(empty.body.status).toBe("error");
      expect(empty.body.message).toBe("Nama wajib diisi");
      expect(Object.keys(empty.body.errors)).toEqual(["name", "email", "phone", "password"]);
      expect(empty.body.errors).toMatchObject({
        name: ["Nama wajib diisi"],
        email: ["Email wajib diisi"],
        phone: ["No Telp wajib diisi"],
        password: ["Password wajib diisi"],
      });
      const en = await suite.api.post("/register?lang=en", { form: { name: "", email: "", phone: "", password: "" } });
      expect(en.body.message).toBe("Name is required");
      expect(en.body.errors.password).toEqual(["Password is required"]);
    });

    it.each([
      [{ name: "" }, "name", "Name is required"],
      [{ email: "" }, "email", "Email is required"],
      [{ phone: "" }, "phone", "Phone is required"],
      [{ password: "", repeatPassword: "" }, "password", "Password is required"],
      [{ password: "abcd", repeatPassword: "abcd" }, "password", "Password min 5 char"],
      [{ phone: "812345" }, "phone", "Phone min 10 char"],
      [{ repeatPassword: "different" }, "repeatPassword", "Incorrect password confirmation"],
      [{ email: "not-an-email" }, "email", "Email is not valid"],
      [{ email: "someone@example.comm" }, "email", "Email is not valid"],
      [{ phone: "08123abc4567" }, "phone", "Phone must contain digits only"],
      [{ code: "62x" }, "code", "Area code is not valid"],
    ])("refuses %o with 422 under %s: %s", async (overrides, field, message) => {
      const { status, body } = await suite.api.post("/register?lang=en", { form: form(overrides) });
      expect(status).toBe(422);
      expect(body.message).toBe(message);
      expect(body.errors[field]).toContain(message);
    });

    it("puts 'Password min 5 char' before 'Phone min 10 char', as the seed orders them", async () => {
      const { body } = await suite.api.post("/register?lang=en", {
        form: form({ password: "abc", repeatPassword: "abc", phone: "123" }),
      });
      expect(body.message).toBe("Password min 5 char");
      expect(Object.keys(body.errors)).toEqual(["password", "phone"]);
    });

    it("creates an inactive user with a referral code and queues the activation mail in the caller's language", async () => {
      const data = form({ email: uniqueEmail("new") });
      const { status, body } = await suite.api.post("/register?lang=en", { form: data });
      expect(status).toBe(201);
      expect(body).toMatchObject({
        status: "success",
        message: "Registration successful, please check your email for activation",
      });
      expect(body.data.user).toMatchObject({
        email: data.email,
        name: "Siti Rahma",
        phone: "81234567890",
        code: "+62",
        statusRegister: 0,
      });
      expect(body.data.user.referral_code).toMatch(/^[A-Z2-9]{8}$/);
      expect(body.data.token).toBeUndefined();
      const [row] = await suite.database.db.select().from(users).where(eq(users.email, data.email));
      expect(row!.activatedAt).toBeNull();
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      const mail = await lastMailTo(suite.database, data.email);
      expect(mail).toMatchObject({
        kind: "activation",
        lang: "en",
        status: "pending",
        subject: "Activate your Inap account",
      });
      expect(mail!.text).toMatch(/https:\/\/inap\.example\/activate\?token=[\w-]{43}/);
    });

    it("stores the seeds' joined 'code-number' phone as its two parts, and writes Indonesian mail by default", async () => {
      const data = form({ phone: "+65-91234567890", code: "" });
      const { status, body } = await suite.api.post("/register", { form: data });
      expect(status).toBe(201);
      expect(body.data.user).toMatchObject({ code: "+65", phone: "91234567890", telp: "+65-91234567890" });
      expect(body.message).toBe("Pendaftaran berhasil, silakan cek email Anda untuk aktivasi");
      expect((await lastMailTo(suite.database, data.email))!.subject).toBe("Aktivasi akun Inap Anda");
    });

    it("accepts JSON as well as form bodies, and no confirmation field at all (the seed's payload has none)", async () => {
      const { status } = await suite.api.post("/register", {
        json: { name: "Ana", email: uniqueEmail("json"), phone: "081234567890", password: PASSWORD },
      });
      expect(status).toBe(201);
    });

    it("answers 409 'Account has been registered' for an email that exists, in any letter case", async () => {
      const data = form();
      expect((await suite.api.post("/register", { form: data })).status).toBe(201);
      const again = await suite.api.post("/register?lang=en", { form: { ...data, email: data.email.toUpperCase() } });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ status: "error", message: "Account has been registered" });
      const id = await suite.api.post("/register", { form: data });
      expect(id.body.message).toBe("Akun sudah terdaftar");
    });

    it.each([
      [1, "This email is registered with Facebook. Reset your password to log in with email"],
      [2, "This email is registered with Google. Reset your password to log in with email"],
    ])("answers 409 with status %i and the seed's message for a social account", async (statusRegister, message) => {
      const email = await socialAccount("social", "S", statusRegister);
      const { status, body } = await suite.api.post("/register?lang=en", { form: form({ email }) });
      expect(status).toBe(409);
      expect(body).toEqual({ status: statusRegister, message, data: { email, statusRegister } });
    });
  });

  describe("POST /v1/activate", () => {
    it("activates once; the used link then says so, an unknown one too", async () => {
      const data = form();
      await suite.api.post("/register", { form: data });
      const token = tokenFromMail((await lastMailTo(suite.database, data.email))!.text);
      const first = await suite.api.post("/activate?lang=en", { form: { token } });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        status: "success",
        message: "Your account is active, you can log in now",
        data: { email: data.email },
      });
      const second = await suite.api.post("/activate?lang=en", { form: { token } });
      expect(second.status).toBe(400);
      expect(second.body).toMatchObject({ status: "error", message: "This activation link has already been used" });
      const unknown = await suite.api.post("/activate?lang=en", {
        form: { token: "no-such-token-0000000000000000000000000000" },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe("This activation link is not valid or has expired");
      const missing = await suite.api.post("/activate?lang=en", { form: {} });
      expect(missing.status).toBe(422);
      expect(missing.body.errors.token).toEqual(["Token is required"]);
    });

    it("refuses an expired link", async () => {
      const data = form();
      await suite.api.post("/register", { form: data });
      const token = tokenFromMail((await lastMailTo(suite.database, data.email))!.text);
      await suite.database.db.execute(
        sql`update user_tokens set expires_at = now() - interval '1 minute' where user_id = (select id from users where email = ${data.email})`,
      );
      const { status, body } = await suite.api.post("/activate?lang=en", { form: { token } });
      expect(status).toBe(400);
      expect(body.message).toBe("This activation link is not valid or has expired");
    });
  });

  describe("POST /v1/login", () => {
    it("answers the same 401 for an unknown email and for a wrong password", async () => {
      const { email } = await activeUser(suite.api, suite.database);
      const unknown = await suite.api.post("/login?lang=en", {
        form: { email: uniqueEmail("nobody"), password: PASSWORD },
      });
      const wrong = await suite.api.post("/login?lang=en", { form: { email, password: "wrong-password" } });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body.message).toBe("Incorrect username or password");
      const id = await suite.api.post("/login", { form: { email, password: "wrong-password" } });
      expect(id.body.message).toBe("Username atau password salah");
    });

    it("answers 422 for a missing email or password", async () => {
      const { status, body } = await suite.api.post("/login?lang=en", { form: { email: "", password: "" } });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ email: ["Email is required"], password: ["Password is required"] });
    });

    it("answers 402 before activation, and mails a fresh link when the last one is spent", async () => {
      const data = form();
      await suite.api.post("/register", { form: data });
      const { status, body } = await suite.api.post("/login?lang=en", {
        form: { email: data.email, password: PASSWORD },
      });
      expect(status).toBe(402);
      expect(body).toMatchObject({
        status: "error",
        message: "Account has not been activated, please check your email",
      });
      const first = await lastMailTo(suite.database, data.email);
      // The link is still live: no second mail.
      await suite.api.post("/login", { form: { email: data.email, password: PASSWORD } });
      expect((await lastMailTo(suite.database, data.email))!.id).toBe(first!.id);
      await suite.database.db.execute(
        sql`update user_tokens set expires_at = now() - interval '1 second' where user_id = (select id from users where email = ${data.email})`,
      );
      expect((await suite.api.post("/login", { form: { email: data.email, password: PASSWORD } })).status).toBe(402);
      const fresh = await lastMailTo(suite.database, data.email);
      expect(fresh!.id).toBeGreaterThan(first!.id);
      expect((await suite.api.post("/activate", { form: { token: tokenFromMail(fresh!.text) } })).status).toBe(200);
      expect((await suite.api.post("/login", { form: { email: data.email, password: PASSWORD } })).status).toBe(200);
    });

    it("answers 401, not 402, to a wrong password on an inactive account", async () => {
      const data = form();
      await suite.api.post("/register", { form: data });
      expect((await suite.api.post("/login", { form: { email: data.email, password: "wrong-password" } })).status).toBe(
        401,
      );
    });

    it("activates with the activationCode the seed's client sends along with login", async () => {
      const data = form();
      await suite.api.post("/register", { form: data });
      const code = tokenFromMail((await lastMailTo(suite.database, data.email))!.text);
      const { status } = await suite.api.post("/login", {
        form: { email: data.email, password: PASSWORD, activationCode: code, konfirpass: "", repeatPassword: "" },
      });
      expect(status).toBe(200);
    });

    it("logs in: the user (no password) and a bearer token", async () => {
      const { email } = await activeUser(suite.api, suite.database, { name: "Dewi" });
      const { status, body } = await suite.api.post("/login", {
        form: { email: email.toUpperCase(), password: PASSWORD },
      });
      expect(status).toBe(200);
      expect(body.status).toBe("success");
      expect(Object.keys(body.data.user).sort()).toEqual(
        [
          "address",
          "code",
          "email",
          "hasPassword",
          "id",
          "idNumber",
          "name",
          "phone",
          "referral_code",
          "statusRegister",
          "telp",
        ].sort(),
      );
      expect(body.data.user).toMatchObject({ email, name: "Dewi", statusRegister: 0 });
      expect(body.data.token).toMatch(/^[\w-]{43}$/);
    });

    it.each([1, 2])(
      "answers status %i with the seed's message and data for a social account without a password",
      async (statusRegister) => {
        const email = await socialAccount("social-login", "L", statusRegister);
        const { status, body } = await suite.api.post("/login?lang=en", { form: { email, password: "anything" } });
        expect(status).toBe(200);
        expect(body.status).toBe(statusRegister);
        expect(body.message).toContain(statusRegister === 1 ? "Facebook" : "Google");
        expect(body.data).toEqual({ email, statusRegister });
      },
    );
  });

  describe("POST /v1/logout", () => {
    it("needs the bearer token, and ends the session on the server", async () => {
      const { token, email } = await activeUser(suite.api, suite.database);
      expect((await suite.api.post("/logout")).status).toBe(401);
      expect((await suite.api.get(`/users-by-email/${email}`, { token })).status).toBe(200);
      const out = await suite.api.post("/logout?lang=en", { token });
      expect(out.status).toBe(200);
      expect(out.body.message).toBe("You have logged out");
      const after = await suite.api.get(`/users-by-email/${email}?lang=en`, { token });
      expect(after.status).toBe(401);
      expect(after.body).toMatchObject({ status: "error", message: "You must log in first" });
      expect((await suite.api.post("/logout", { token })).status).toBe(401);
    });
  });

  describe("forgot and reset password", () => {
    it("answers the same for a known and an unknown email (status and message), mails only the known one; 422 for none", async () => {
      const { email } = await activeUser(suite.api, suite.database);
      const ghost = uniqueEmail("ghost");
      for (const lang of ["en", "id"]) {
        const known = await suite.api.post(`/forgot-password?lang=${lang}`, { form: { email } });
        const unknown = await suite.api.post(`/forgot-password?lang=${lang}`, { form: { email: ghost } });
        expect(unknown.status).toBe(200);
        expect(unknown.body).toEqual(known.body);
      }
      expect((await suite.api.post("/forgot-password?lang=en", { form: { email: ghost } })).body).toMatchObject({
        status: "success",
        message: "If an account uses this email, we have sent it a password reset link",
      });
      expect((await suite.api.post("/forgot-password", { form: { email: ghost } })).body.message).toBe(
        "Jika email ini terdaftar, kami telah mengirim link atur ulang password ke email tersebut",
      );
      expect(await lastMailTo(suite.database, ghost)).toBeUndefined();
      expect(await lastMailTo(suite.database, email)).toMatchObject({ kind: "reset" });
      expect((await suite.api.post("/forgot-password", { form: {} })).status).toBe(422);
    });

    it("mails a single-use token; reset changes the password, logs in and ends the old sessions", async () => {
      const { email, token: oldSession } = await activeUser(suite.api, suite.database);
      const forgot = await suite.api.post("/forgot-password?lang=en", { form: { email } });
      expect(forgot.status).toBe(200);
      const mail = await lastMailTo(suite.database, email);
      expect(mail).toMatchObject({ kind: "reset", lang: "en", subject: "Reset your Inap password" });
      expect(mail!.text).toContain("https://inap.example/?modal=reset-password&token=");
      const token = tokenFromMail(mail!.text);

      const mismatch = await suite.api.post("/reset-password?lang=en", {
        form: { token, password: "newpass1", repeatPassword: "newpass2" },
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.message).toBe("Incorrect password confirmation");
      const short = await suite.api.post("/reset-password?lang=en", {
        form: { token, password: "abc", repeatPassword: "abc" },
      });
      expect(short.body.message).toBe("Password min 5 char");

      const reset = await suite.api.post("/reset-password?lang=en", {
        form: { token, password: "newpass1", repeatPassword: "newpass1" },
      });
      expect(reset.status).toBe(200);
      expect(reset.body).toMatchObject({
        status: "success",
        message: "Password successfully changed",
        data: { user: { email } },
      });
      expect((await suite.api.get(`/users-by-email/${email}`, { token: reset.body.data.token })).status).toBe(200);
      expect((await suite.api.get(`/users-by-email/${email}`, { token: oldSession })).status).toBe(401);

      const again = await suite.api.post("/reset-password?lang=en", {
        form: { token, password: "other12", repeatPassword: "other12" },
      });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ status: "error", message: "Incorrect token" });
      expect((await suite.api.post("/login", { form: { email, password: PASSWORD } })).status).toBe(401);
      expect((await suite.api.post("/login", { form: { email, password: "newpass1" } })).status).toBe(200);
    });

    it("refuses an unknown or expired token, and voids an older link when a new one is mailed", async () => {
      const { email } = await activeUser(suite.api, suite.database);
      const unknown = await suite.api.post("/reset-password", {
        form: { token: "nope-nope-nope", password: "newpass1" },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe("Token salah");

      await suite.api.post("/forgot-password", { form: { email } });
      const older = tokenFromMail((await lastMailTo(suite.database, email))!.text);
      await suite.api.post("/forgot-password", { form: { email } });
      const newer = tokenFromMail((await lastMailTo(suite.database, email))!.text);
      expect((await suite.api.post("/reset-password", { form: { token: older, password: "newpass1" } })).status).toBe(
        400,
      );

      await suite.database.db.execute(
        sql`update user_tokens set expires_at = now() - interval '1 second' where purpose = 'reset' and user_id = (select id from users where email = ${email})`,
      );
      expect((await suite.api.post("/reset-password", { form: { token: newer, password: "newpass1" } })).status).toBe(
        400,
      );
    });

    it("lets a social account set a password: it then logs in by password and keeps its statusRegister", async () => {
      const email = uniqueEmail("google-user");
      await suite.database.db.insert(users).values({
        name: "G",
        email,
        referralCode: `G${Date.now().toString(36).toUpperCase()}`,
        statusRegister: 2,
        activatedAt: new Date(),
      });
      expect((await suite.api.post("/login", { form: { email, password: "whatever1" } })).body.status).toBe(2);
      await suite.api.post("/forgot-password", { form: { email } });
      const token = tokenFromMail((await lastMailTo(suite.database, email))!.text);
      const reset = await suite.api.post("/reset-password", {
        form: { token, password: "mypassword", repeatPassword: "mypassword" },
      });
      expect(reset.status).toBe(200);
      expect(reset.body.data.user).toMatchObject({ statusRegister: 2, hasPassword: true });
      const login = await suite.api.post("/login", { form: { email, password: "mypassword" } });
      expect(login.status).toBe(200);
      expect(login.body.status).toBe("success");
      expect((await suite.api.post("/login", { form: { email, password: "wrong-one" } })).status).toBe(401);
    });
  });
});
