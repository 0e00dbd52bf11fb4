import { Outlet } from 'react-router-dom';

/** Layout of the signed-out screens (home, sign-in, sign-up, forgot-password). */
export function AuthLayoutRoute() {
  return <Outlet />;
}
