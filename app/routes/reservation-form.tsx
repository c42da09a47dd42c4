export default function ReservationForm() {
  return null;
}
