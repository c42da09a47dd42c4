// A section labelled by its own heading, with an optional action beside the title (a link, a button).
import type { ReactNode } from "react";

export function TitledSection({
  id,
  title,
  action,
  children,
  className,
  headerClassName,
  titleClassName,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className: string;
  headerClassName: string;
  titleClassName: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={headerClassName}>
        <h2 id={id} className={titleClassName}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
