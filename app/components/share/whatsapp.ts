// WhatsApp's click-to-chat link with a prefilled message and no recipient: WhatsApp asks whom to
// send it to (https://faq.whatsapp.com/5913398998672934). A plain link: works without JavaScript,
// opens the app on a phone and WhatsApp Web elsewhere.
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
