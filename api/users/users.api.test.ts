import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activeUser, PASSWORD, startAccountsApi } from "../auth/test-api.ts";
import { pointBalances } from "../db/schema.ts";
import { databaseKinds, useTestApi } from "../test/harness.ts";

describe.each(databaseKinds)("the account area's calls on %s", (kind) => {
  const suite = useTestApi(kind, startAccountsApi);
  let me: Awaited<ReturnType<typeof activeUser>>;
  let other: Awaited<ReturnType<typeof activeUser>>;

  beforeAll(async () => {
    me = await activeUser(suite.api, suite.database, { name: "Rina" });
    other = await activeUser(suite.api, suite.database, { name: "Other" });
  });

  describe("bearer token", () => {
    it.each([
      ["GET", () => `/users-by-email/${me.email}`],
      ["PUT", () => `/users-by-email/${me.user.id}`],
      ["POST", () => "/users-change-password"],
      ["GET", () => `/customers/point?userId=${me.user.id}`],
      ["POST", () => "/logout"],
    ])("%s %s answers 401 without a token, and with a malformed or unknown one", async (method, path) => {
      const none = await suite.api.request(method, `${path()}${path().includes("?") ? "&" : "?"}lang=en`);
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ status: "error", message: "You must log in first" });
      expect(none.headers.get("www-authenticate")).toContain("Bearer");
      expect((await suite.api.request(method, path(), { headers: { authorization: "Bearer short" } })).status).toBe(
        401,
      );
      expect((await suite.api.request(method, path(), { token: "x".repeat(43) })).status).toBe(401);
    });

    it("refuses an expired session", async () => {
      const session = await activeUser(suite.api, suite.database);
      await suite.database.db.execute(
        sql`update api_sessions set expires_at = now() - interval '1 second' where user_id = ${session.user.id}`,
      );
      expect((await suite.api.get(`/users-by-email/${session.email}`, { token: session.token })).status).toBe(401);
    });
  });

  describe("GET /v1/users-by-email/{email}", () => {
    it("answers my own profile, and 403 for another user's email", async () => {
      const mine = await suite.api.get(`/users-by-email/${encodeURIComponent(me.email.toUpperCase())}`, {
        token: me.token,
      });
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({
        status: "success",
        data: { id: me.user.id, email: me.email, name: "Rina", code: "+62", statusRegister: 0 },
      });
      expect(mine.body.data.passwordHash).toBeUndefined();
      const theirs = await suite.api.get(`/users-by-email/${other.email}?lang=en`, { token: me.token });
      expect(theirs.status).toBe(403);
      expect(theirs.body).toMatchObject({ status: "error", message: "You cannot access another user's data" });
    });
  });

  describe("PUT /v1/users-by-email/{id}", () => {
    it("updates name, phone, code, id number and address; ignores email and password", async () => {
      const { status, body } = await suite.api.request("PUT", `/users-by-email/${me.user.id}?lang=en`, {
        token: me.token,
        form: {
          name: "Rina Wati",
          phone: "6591234567",
          code: "+65",
          idNumber: "3174000000000001",
          address: "Jl. Sudirman 1",
          email: "hijack@example.com",
          password: "x",
          statusRegister: "2",
        },
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: "success", message: "Profile updated successfully" });
      expect(body.data).toMatchObject({
        name: "Rina Wati",
        phone: "6591234567",
        code: "+65",
        telp: "+65-6591234567",
        idNumber: "3174000000000001",
        address: "Jl. Sudirman 1",
        email: me.email,
        statusRegister: 0,
      });
      expect((await suite.api.post("/login", { form: { email: me.email, password: PASSWORD } })).status).toBe(200);
    });

    it("defaults the area code to +62", async () => {
      const { body } = await suite.api.request("PUT", `/users-by-email/${me.user.id}`, {
        token: me.token,
        json: { name: "Rina", phone: "81234567890" },
      });
      expect(body.data.code).toBe("+62");
    });

    it.each([
      [{ name: "", phone: "81234567890" }, "name", "Name is required"],
      [{ name: "Rina", phone: "" }, "phone", "Phone is required"],
      [{ name: "Rina", phone: "0812-abc" }, "phone", "Phone must contain digits only"],
    ])("answers 422 for %o", async (form, field, message) => {
      const { status, body } = await suite.api.request("PUT", `/users-by-email/${me.user.id}?lang=en`, {
        token: me.token,
        form,
      });
      expect(status).toBe(422);
      expect(body.message).toBe(message);
      expect(body.errors[field]).toEqual([message]);
    });

    it("answers 403 for another user's id, changing nothing", async () => {
      const { status } = await suite.api.request("PUT", `/users-by-email/${other.user.id}`, {
        token: me.token,
        form: { name: "Pwned", phone: "81234567890" },
      });
      expect(status).toBe(403);
      const theirs = await suite.api.get(`/users-by-email/${other.email}`, { token: other.token });
      expect(theirs.body.data.name).toBe("Other");
    });
  });

  describe("POST /v1/users-change-password", () => {
    it("answers 'notwrong' when the new password and its confirmation differ", async () => {
      const { status, body } = await suite.api.post("/users-change-password?lang=en", {
        token: me.token,
        form: { id: String(me.user.id), oldPassword: PASSWORD, password: "newpass1", repeatPassword: "newpass2" },
      });
      expect(status).toBe(422);
      expect(body.message).toBe("New password and confirmation do not match");
      expect(body.errors.repeatPassword).toEqual(["New password and confirmation do not match"]);
      const id = await suite.api.post("/users-change-password", {
        token: me.token,
        form: { oldPassword: PASSWORD, password: "newpass1", repeatPassword: "newpass2" },
      });
      expect(id.body.message).toBe("Password baru dan konfirmasi tidak sama");
    });

    it("answers 'incorrectpassword' for a wrong old password, and 422 for missing fields", async () => {
      const wrong = await suite.api.post("/users-change-password?lang=en", {
        token: me.token,
        form: { id: String(me.user.id), oldPassword: "not-mine", password: "newpass1", repeatPassword: "newpass1" },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.message).toBe("Old password is incorrect");
      expect(wrong.body.errors.oldPassword).toEqual(["Old password is incorrect"]);
      const missing = await suite.api.post("/users-change-password?lang=en", { token: me.token, form: {} });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toMatchObject({
        oldPassword: ["Old password is required"],
        password: ["Password is required"],
      });
    });

    it("answers 403 for another user's id", async () => {
      const { status } = await suite.api.post("/users-change-password", {
        token: me.token,
        form: { id: String(other.user.id), oldPassword: PASSWORD, password: "newpass1", repeatPassword: "newpass1" },
      });
      expect(status).toBe(403);
    });

    it("changes the password ('passwordOke'), keeps this session and ends the others", async () => {
      const user = await activeUser(suite.api, suite.database);
      const second = await suite.api.post("/login", { form: { email: user.email, password: PASSWORD } });
      const { status, body } = await suite.api.post("/users-change-password?lang=en", {
        token: user.token,
        form: { id: String(user.user.id), oldPassword: PASSWORD, password: "brandnew1", repeatPassword: "brandnew1" },
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: "success", message: "Password changed successfully" });
      expect((await suite.api.get(`/users-by-email/${user.email}`, { token: user.token })).status).toBe(200);
      expect((await suite.api.get(`/users-by-email/${user.email}`, { token: second.body.data.token })).status).toBe(
        401,
      );
      expect((await suite.api.post("/login", { form: { email: user.email, password: PASSWORD } })).status).toBe(401);
      expect((await suite.api.post("/login", { form: { email: user.email, password: "brandnew1" } })).status).toBe(200);
    });
  });

  describe("GET /v1/customers/point", () => {
    it("answers my remaining points (0 without a balance row)", async () => {
      const none = await suite.api.get(`/customers/point?userId=${other.user.id}`, { token: other.token });
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ status: "success", data: { remaining_point: 0 } });
      await suite.database.db
        .insert(pointBalances)
        .values({ userId: me.user.id, remaining: 12500 })
        .onConflictDoUpdate({ target: pointBalances.userId, set: { remaining: 12500 } });
      const mine = await suite.api.get(`/customers/point?userId=${me.user.id}`, { token: me.token });
      expect(mine.body.data.remaining_point).toBe(12500);
    });

    it("answers 403 for another user's id, and for an id that is not a number", async () => {
      expect((await suite.api.get(`/customers/point?userId=${other.user.id}`, { token: me.token })).status).toBe(403);
      expect((await suite.api.get(`/customers/point?userId=abc`, { token: me.token })).status).toBe(403);
    });
  });
});
