/** One room type on one night of a reservation, `qty` units of it: what a hold takes and the caps count. */
export interface NightRoom {
  date: string;
  roomId: number;
  qty: number;
}
