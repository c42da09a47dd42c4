// /v1 account area: the profile (read, update), change password and the points balance
// (api/users). All need the bearer token and refuse (403) another user's email or id.
import { z } from "zod";
import { newPasswordProblems, profileProblems, readProfileInput, type Problem } from "../rules/account.ts";
import type { Success } from "./common.ts";
import type { MessageAnswer, UserView } from "./accounts.ts";
import { endpoint } from "./endpoint.ts";
import { formText, optionalUserId, positiveId, ruledBody, wireText } from "./fields.ts";

export interface PointBalance {
  remaining_point: number;
}

export const profileBody = ruledBody(
  {
    name: formText("full name, at most 100 characters"),
    phone: formText("digits without the area code (or the joined `+62-812...`), at most 20"),
    code: formText("area code, default +62"),
    idNumber: formText("identity number, at most 50 (`IdNumber` is read too); kept when absent"),
    address: formText("address, at most 500; kept when absent"),
  },
  readProfileInput,
  profileProblems,
);

export const changePasswordBody = ruledBody(
  {
    id: formText("the caller's user id"),
    oldPassword: formText("the current password (`old_password` is read too)"),
    password: formText("the new password, 5 to 200 characters"),
    repeatPassword: formText("confirmation (`confirmPassword` is read too)"),
  },
  (body) => ({
    oldPassword: wireText(body.oldPassword ?? body.old_password),
    password: wireText(body.password),
    repeatPassword: wireText(body.repeatPassword ?? body.confirmPassword),
  }),
  ({ oldPassword, password, repeatPassword }) => {
    const problems: Problem[] = [];
    if (oldPassword === "") problems.push({ field: "oldPassword", key: "oldPasswordRequired" });
    problems.push(...newPasswordProblems(password, repeatPassword, "notwrong"));
    return problems;
  },
);

export const users = {
  byEmail: endpoint<Success<UserView>>()("GET /users-by-email/:email", {
    access: "bearer",
    description: "The caller's profile; another user's email: 403.",
    params: z.object({ email: z.string().meta({ description: "the caller's email" }) }),
    answer: "Success<UserView>",
  }),
  updateProfile: endpoint<MessageAnswer<UserView>>()("PUT /users-by-email/:id", {
    access: "bearer",
    description:
      "Updates name, phone and, when sent, identity number and address. Email, password and statusRegister in the body are ignored.",
    params: z.object({ id: positiveId.meta({ description: "the caller's user id" }) }),
    body: profileBody,
    answer: "MessageAnswer<UserView>",
  }),
  changePassword: endpoint<MessageAnswer>()("POST /users-change-password", {
    access: "bearer",
    description:
      "Changes the password after checking the current one (422 `incorrectpassword`); the caller's other sessions end. Rate limited: 10 per 15 min per user.",
    body: changePasswordBody,
    answer: "MessageAnswer",
  }),
  points: endpoint<Success<PointBalance>>()("GET /customers/point", {
    access: "bearer",
    description: "The caller's points balance.",
    query: z.object({ userId: optionalUserId }),
    answer: "Success<PointBalance>",
  }),
};
