// Book on one process, pay on the other: the sandbox page's notification is taken by the process
// that did not make the booking, and the first process then reports the booking paid.
import { book, paySandbox } from "../booking.ts";
import { one, prepareStay } from "../database.ts";
import type { Scenario } from "../fleet.ts";

export const bookAndPay: Scenario = {
  name: "book and pay across processes",
  async run(fleet) {
    const stay = await prepareStay(fleet.pool, { index: 0, units: 20, nights: 2 });
    const [visitor] = fleet.clients(1);
    const booked = await book(visitor!, stay, {
      email: "pay.across@example.com",
      key: `fleet-pay-${Date.now()}`,
      pin: "a",
    });
    if (
      !fleet.check(
        "booked on process a",
        booked.status === 201 && booked.upstream === fleet.upstreamOf("a") && !!booked.payPath,
        `${booked.status} ${booked.orderId} via ${booked.upstream}`,
      )
    )
      return;
    const page = await visitor!.request(booked.payPath!, { pin: "b", headers: { accept: "text/html" } });
    fleet.check(
      "the sandbox page shown by process b",
      page.status === 200 && page.body.toString().includes(booked.orderId!),
      `${page.status} via ${page.upstream}`,
    );
    const paid = await paySandbox(visitor!, booked.payPath!, "b");
    fleet.check(
      "paid on process b (its notification taken there)",
      paid.status === 303 && paid.upstream === fleet.upstreamOf("b"),
      `${paid.status} via ${paid.upstream}`,
    );
    const seen = await visitor!.json(`/v1/reservations/check-by-order-id/${booked.orderId}`, { pin: "a" });
    fleet.check(
      "process a reports the booking paid",
      seen.status === 200 && seen.body?.data?.payment === "paid",
      `${seen.status} ${JSON.stringify(seen.body?.data)}`,
    );
    const row = await one<{ status: number; transaction_status: string }>(
      fleet.pool,
      `select r.status, p.transaction_status from reservations r join payments p on p.order_id = r.order_id where r.order_id = $1`,
      [booked.orderId],
    );
    fleet.check(
      "the database holds it paid once",
      row.status === 1 && row.transaction_status === "settlement",
      JSON.stringify(row),
    );
  },
};
