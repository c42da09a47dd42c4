// What the reservation action answers (every intent but a successful reserve, which redirects).
import type { SubmissionResult } from "@conform-to/react";
import type { FormValues } from "./reservation-schema.ts";
import type { NightSelection } from "./room-selection.ts";

export interface ActionResult {
  /** A new id per answer: the form re-mounts with these values (the copy-user and apply intents change them). */
  renderId: string;
  values: FormValues;
  selection: NightSelection[];
  /** conform's reply: the values to show and the messages by field ("" for the form), keys of reservation.json "errors" or /v1's text. */
  reply: SubmissionResult<string[]>;
  notice: {
    type: "success" | "error" | "info";
    key?: string;
    text?: string;
    values?: Record<string, string | number>;
  } | null;
  contactCs: boolean;
  /** 'Reserve' was refused (by the schema or by /v1): the page brings the refusal into view. */
  reserveRefused: boolean;
  /** The booking was made but its payment page was not (issue 21 item 4): 'Pay now' makes it. */
  held: { orderId: string } | null;
}
