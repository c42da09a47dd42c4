import type { StaticDocument } from "#core/static-pages/document.ts";

/** A static text page: its title, intro and numbered sections (plain text from core/static-pages). */
export function StaticDocumentPage({
  title,
  document,
  name,
  children,
}: {
  title: string;
  document: StaticDocument;
  name: string;
  children?: React.ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8" data-static-page={name}>
      <title>{`${title} · Inap`}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {document.intro.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-neutral-700">
          {paragraph}
        </p>
      ))}
      <ol className="mt-6 space-y-6">
        {document.sections.map((section, index) => (
          <li key={section.heading} data-clause={index + 1}>
            <section aria-labelledby={`${name}-${index + 1}`}>
              <h2 id={`${name}-${index + 1}`} className="text-lg font-semibold">
                {index + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-2 leading-relaxed text-neutral-700">
                  {paragraph}
                </p>
              ))}
              {section.items ? (
                <ul className="mt-2 list-disc space-y-1 pl-6 text-neutral-700">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          </li>
        ))}
      </ol>
      {children}
    </main>
  );
}
