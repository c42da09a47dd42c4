// The frame of a page acting on one booking (/cancel-booking, /change-booking): its title, kept out
// of search engines, and either the page or the "no such booking" message.
import type { ReactNode } from "react";

export function BookingActionFrame({
  title,
  notFound,
  marker,
  children,
}: {
  title: string;
  /** The message when the link is not valid or the booking not the caller's; undefined when found. */
  notFound: string | undefined;
  /** `data-{marker}-not-found` on the message, for the tests. */
  marker: "cancel" | "change";
  children?: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <title>{`${title} · Inap`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{title}</h1>
      {notFound === undefined ? (
        children
      ) : (
        <p className="mt-4 rounded-lg bg-red-50 p-3 text-red-800" {...{ [`data-${marker}-not-found`]: "" }}>
          {notFound}
        </p>
      )}
    </main>
  );
}
