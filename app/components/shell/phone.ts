/** A WhatsApp number for display: "6281100000001" → "+62 811-0000-0001"; other shapes get a "+" only. */
export function formatPhone(digits: string): string {
  const match = /^62(\d{3})(\d{4})(\d{3,5})$/.exec(digits);
  return match ? `+62 ${match[1]}-${match[2]}-${match[3]}` : `+${digits}`;
}
