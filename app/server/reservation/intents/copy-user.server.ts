// "The guest is me" without JavaScript: the member's details fill the guest fields.
import { DEFAULT_AREA_CODE } from "#core/rules/contact.ts";
import { answer, type IntentContext } from "./intent-context.server.ts";

export async function copyUser(context: IntentContext) {
  const user = context.page.auth?.user;
  if (user)
    Object.assign(context.values, {
      guestName: user.name,
      guestEmail: user.email,
      areaCode: user.code || DEFAULT_AREA_CODE,
      guestNoTelp: user.phone,
      guestIdNumber: user.idNumber,
      guestAddress: user.address,
    });
  return answer(context);
}
