import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, useTestApi } from "../test/harness.ts";
import { activeUser, startAccountsApi, uniqueEmail, type AccountsApi } from "./test-api.ts";

const CLIENT_ID = "test-client.apps.googleusercontent.com";

describe.each(databaseKinds)("POST /v1/register-social on %s", (kind) => {
  let unconfigured: AccountsApi;
  let strangerKey: CryptoKey;
  let sign: (
    claims: JWTPayload,
    options?: { expiresIn?: string | number; key?: CryptoKey; kid?: string },
  ) => Promise<string>;

  const suite = useTestApi(kind, async (database) => {
    // A local key pair stands in for Google's: the server gets its public half as a JWKS.
    const google = await generateKeyPair("RS256", { extractable: true });
    const stranger = await generateKeyPair("RS256", { extractable: true });
    const jwk = { ...(await exportJWK(google.publicKey)), kid: "local-1", alg: "RS256", use: "sig" };
    sign = (claims, options = {}) =>
      new SignJWT({ iss: "https://accounts.google.com", aud: CLIENT_ID, email_verified: true, ...claims })
        .setProtectedHeader({ alg: "RS256", kid: options.kid ?? "local-1" })
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? "1h")
        .sign(options.key ?? google.privateKey);
    strangerKey = stranger.privateKey;
    return startAccountsApi(database, { googleClientId: CLIENT_ID, googleKeys: createLocalJWKSet({ keys: [jwk] }) });
  });
  beforeAll(async () => {
    unconfigured = await startAccountsApi(suite.database, {});
  });
  afterAll(() => unconfigured?.close());

  const social = (form: Record<string, string>, on: AccountsApi = suite.api) =>
    on.post("/register-social?lang=en", { form: { statusRegister: "2", ...form } });

  it("creates an activated Google account from a valid token and logs it in; the next sign-in finds it", async () => {
    const email = uniqueEmail("google");
    const idToken = await sign({ sub: "g-1", email, name: "Google Name" });
    const first = await social({ name: "Nama Dari Form", email, idToken });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: "success",
      data: { created: true, user: { email, name: "Nama Dari Form", statusRegister: 2, hasPassword: false } },
    });
    expect(first.body.data.token).toMatch(/^[\w-]{43}$/);
    expect((await suite.api.get(`/users-by-email/${email}`, { token: first.body.data.token })).status).toBe(200);

    const again = await social({ email, idToken: await sign({ sub: "g-1", email }) });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ created: false, user: { id: first.body.data.user.id } });

    // Password login for it answers the seed's status 2.
    const login = await suite.api.post("/login", { form: { email, password: "anything" } });
    expect(login.body.status).toBe(2);
  });

  it("takes the email from the verified token, not from the form", async () => {
    const email = uniqueEmail("real");
    const { body } = await social({ email: uniqueEmail("claimed"), idToken: await sign({ sub: "g-2", email }) });
    expect(body.data.user.email).toBe(email);
  });

  it("signs in an existing email account (Google vouches for the address), keeping statusRegister 0", async () => {
    const { email, user } = await activeUser(suite.api, suite.database);
    const { status, body } = await social({ email, idToken: await sign({ sub: "g-3", email }) });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ id: user.id, statusRegister: 0, hasPassword: true });
  });

  it.each([
    [
      "a wrong audience",
      () => sign({ sub: "x", email: uniqueEmail("aud"), aud: "someone-else.apps.googleusercontent.com" }),
    ],
    [
      "an expired token",
      () => sign({ sub: "x", email: uniqueEmail("exp") }, { expiresIn: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ["a wrong issuer", () => sign({ sub: "x", email: uniqueEmail("iss"), iss: "https://evil.example" })],
    ["another key's signature", () => sign({ sub: "x", email: uniqueEmail("key") }, { key: strangerKey })],
    ["garbage", async () => "not.a.jwt"],
  ])("refuses %s with 401", async (_label, token) => {
    const { status, body } = await social({ idToken: await token() });
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: "error", message: "Google sign-in could not be verified" });
  });

  it("refuses a token whose email is not verified", async () => {
    const { status, body } = await social({
      idToken: await sign({ sub: "x", email: uniqueEmail("unverified"), email_verified: false }),
    });
    expect(status).toBe(401);
    expect(body.message).toBe("Your Google email address is not verified");
  });

  it("answers 422 without a token and for an unknown provider", async () => {
    const none = await social({ email: uniqueEmail("none") });
    expect(none.status).toBe(422);
    expect(none.body.errors.idToken).toEqual(["Token is required"]);
    const unknown = await suite.api.post("/register-social?lang=en", {
      form: { statusRegister: "7", email: uniqueEmail("x") },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.statusRegister).toEqual(["Unknown sign-in provider"]);
  });

  it("refuses Facebook: there is no server-side verification for it", async () => {
    const { status, body } = await suite.api.post("/register-social?lang=en", {
      form: { statusRegister: "1", name: "F", email: uniqueEmail("fb") },
    });
    expect(status).toBe(501);
    expect(body.message).toBe("Facebook sign-in is not available, please use email or Google");
  });

  it("answers 503 'Google sign-in is not configured' without GOOGLE_CLIENT_ID", async () => {
    const { status, body } = await social(
      { idToken: await sign({ sub: "x", email: uniqueEmail("off") }) },
      unconfigured,
    );
    expect(status).toBe(503);
    expect(body.message).toBe("Google sign-in is not configured");
    const id = await unconfigured.post("/register-social", { form: { statusRegister: "2", idToken: "x" } });
    expect(id.body.message).toBe("Masuk dengan Google belum dikonfigurasi");
  });
});
