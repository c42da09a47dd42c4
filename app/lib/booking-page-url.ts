/**
 * `/page?order_id=…[&email&token]`: a page acting on one booking (/cancel-booking, /change-booking)
 * with, for a guest, the mailed link's email and token carried along (decision 055).
 */
export function bookingPageUrl(page: string, link: { orderId: string; email?: string; token?: string }): string {
  return `${page}?${new URLSearchParams({
    order_id: link.orderId,
    ...(link.email && { email: link.email }),
    ...(link.token && { token: link.token }),
  }).toString()}`;
}
