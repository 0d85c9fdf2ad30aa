import { Outlet } from "react-router";

/** Blank layout: content only. */
export default function BlankLayout() {
  return (
    <main id="main" tabIndex={-1} className="page__main page__main--blank container">
      <Outlet />
    </main>
  );
}
