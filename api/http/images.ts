/** Public URL of a stored image: file names live under /images/{folder}/; full URLs pass through. */
export function imageUrl(
  folder: "hotel" | "voucher" | "attraction" | "event" | "give-away" | "icon" | "restaurant",
  file: string,
): string {
  if (file.startsWith("/") || /^https?:\/\//.test(file)) return file;
  return `/images/${folder}/${file}`;
}
