import { Outlet } from "react-router";

export default function Shell() {
  return (
    <>
      <header className="border-b px-4 py-3 font-bold text-brand">Inap</header>
      <Outlet />
    </>
  );
}
