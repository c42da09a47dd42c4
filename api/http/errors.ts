/**
 * The one error shape of /v1: `{ status: "error", message, errors? }` where `errors` maps a field
 * name to its messages (422). Messages are already in the caller's language.
 */
export interface ErrorBody {
  status: "error";
  message: string;
  errors?: Record<string, string[]>;
  code?: string;
  /** A booking that exists although the request could not finish (its payment link not made yet). */
  order_id?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  readonly code: string | undefined;
  readonly orderId: string | undefined;

  constructor(
    status: number,
    message: string,
    options: { errors?: Record<string, string[]>; code?: string; orderId?: string } = {},
  ) {
    super(message);
    this.status = status;
    this.errors = options.errors;
    this.code = options.code;
    this.orderId = options.orderId;
  }

  toBody(): ErrorBody {
    return {
      status: "error",
      message: this.message,
      ...(this.errors && { errors: this.errors }),
      ...(this.code && { code: this.code }),
      ...(this.orderId && { order_id: this.orderId }),
    };
  }
}
