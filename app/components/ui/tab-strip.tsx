// A page's tabs as links (?tab= style URLs, no JavaScript needed). The labels wrap onto more lines
// rather than scroll out of sight: every tab stays readable whole at 360 px and beside a narrow
// main column, with no hidden overflow to discover (issue 22: "Voucher Gam", "Top Up &").
import { Link } from "react-router";

export interface TabLink {
  key: string;
  to: string;
  label: string;
  current: boolean;
}

export function TabStrip({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  return (
    <nav aria-label={label} className="mb-5">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.current ? "page" : undefined}
              data-tab={tab.key}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${tab.current ? "border-brand bg-brand-soft text-brand-ink" : "border-neutral-300 bg-white text-neutral-700 hover:border-brand hover:text-ink"}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
