// A top-up bought on one process and paid on the other, with a number the simulated biller
// answers "pending" first (…1233): its result arrives later, by the biller's callback or the
// follow-up's status check, on whichever process; the purchase must end delivered, once.
import { setTimeout as wait } from "node:timers/promises";
import { paySandbox } from "../booking.ts";
import { memberWithToken, one, rows } from "../database.ts";
import type { Scenario } from "../fleet.ts";

const PENDING_THEN_SUCCESS = "081299991233";
const WAIT_MS = 90_000;

export const topUp: Scenario = {
  name: "top-up across processes",
  async run(fleet) {
    const [buyer] = fleet.clients(1);
    const member = await memberWithToken(fleet.pool);
    const auth = { authorization: `Bearer ${member.token}` };
    const providers = await buyer!.json("/v1/credit/providers/all");
    const telkomsel = (providers.body?.data ?? []).find(
      (p: { provider_name: string }) => p.provider_name === "Telkomsel",
    );
    const credit = telkomsel?.credits?.find((c: { status: string }) => c.status === "Open");
    if (!fleet.check("a Telkomsel credit on sale", !!credit, `${providers.status}`)) return;
    const bought = await buyer!.json("/v1/credit/transactions?lang=en", {
      json: { credit_id: credit.id, phone_number: PENDING_THEN_SUCCESS },
      headers: auth,
      pin: "a",
    });
    const refId: string | undefined = bought.body?.data?.ref_id;
    const payUrl: string | undefined = bought.body?.data?.midtrans?.redirect_url;
    if (
      !fleet.check(
        "bought on process a",
        bought.status === 201 && !!refId && !!payUrl && bought.upstream === fleet.upstreamOf("a"),
        `${bought.status} ${refId} via ${bought.upstream}`,
      )
    )
      return;
    const paid = await paySandbox(buyer!, new URL(payUrl!).pathname, "b");
    fleet.check(
      "paid on process b",
      paid.status === 303 && paid.upstream === fleet.upstreamOf("b"),
      `${paid.status} via ${paid.upstream}`,
    );

    const started = performance.now();
    let status = "";
    const seenBy = new Set<string>();
    while (performance.now() - started < WAIT_MS) {
      const answer = await buyer!.json(`/v1/top-up/transactions/${refId}`, { headers: auth });
      status = answer.body?.data?.status ?? `http ${answer.status}`;
      seenBy.add(answer.upstream);
      if (!["paid", "processing", "waiting"].includes(status)) break;
      await wait(1_000);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const row = await one<{ status: string; serial_number: string | null; biller_attempts: number }>(
      fleet.pool,
      `select status, serial_number, biller_attempts from top_up_transactions where ref_id = $1`,
      [refId],
    );
    fleet.check(
      "delivered (success with a serial number)",
      row.status === "success" && !!row.serial_number,
      `${status} after ${seconds} s, ${row.biller_attempts} biller ask(s)`,
    );
    fleet.figure("top-up: paid to delivered (biller pending first)", `${seconds} s`);
    // Issue 21 item 2: the simulated biller's state in the database, so a ref_id asked of one
    // process is the status check on another, never a second purchase (branch fleet-parts).
    const [table] = await rows<{ present: boolean }>(
      fleet.pool,
      `select to_regclass('biller_simulator_transactions') is not null as present`,
    );
    if (!table!.present) {
      fleet.notRun(
        "the simulated biller's record of the purchase is shared",
        "the simulated biller's state in the database (issue 21 item 2: branch fleet-parts)",
      );
      return;
    }
    const simulated = await rows<{ status: string; callback_sent: boolean }>(
      fleet.pool,
      `select status, callback_sent from biller_simulator_transactions where ref_id = $1`,
      [refId],
    );
    fleet.check(
      "the simulated biller holds one purchase for it, delivered",
      simulated.length === 1 && simulated[0]!.status === "Sukses",
      JSON.stringify(simulated),
    );
  },
};
