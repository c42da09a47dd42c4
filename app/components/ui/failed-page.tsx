import { Link, useLocation } from "react-router";

/**
 * A page whose data could not be loaded: the reason as its heading (announced) and its title, a
 * retry that asks for a fresh document (left out where retrying cannot help, as for a record that
 * does not exist), and a way on. The caller words it, in its own catalogues.
 */
export function FailedPage({
  message,
  brand,
  retryLabel,
  onward,
}: {
  message: string;
  brand: string;
  retryLabel?: string;
  onward: { href: string; label: string };
}) {
  const location = useLocation();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{`${message} · ${brand}`}</title>
      <h1 role="alert" className="text-xl font-bold">
        {message}
      </h1>
      <div className="mt-6 flex justify-center gap-3">
        {retryLabel ? (
          <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn-secondary">
            {retryLabel}
          </Link>
        ) : null}
        <Link to={onward.href} className="btn-primary">
          {onward.label}
        </Link>
      </div>
    </main>
  );
}
