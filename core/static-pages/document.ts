// The shape of a static text page (terms, privacy, how to reserve): numbered sections of plain
// paragraphs and lists, one per language. Plain text, never HTML: the pages render it as text.

export type Lang = "id" | "en";

export interface DocumentSection {
  heading: string;
  paragraphs: string[];
  /** A bulleted list after the paragraphs. */
  items?: string[];
}

export interface StaticDocument {
  intro: string[];
  sections: DocumentSection[];
}
