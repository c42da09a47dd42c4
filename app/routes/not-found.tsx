import { data } from "react-router";

// Unknown paths inside the shell: a real 404 rendered by the root error boundary.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
