import { Outlet } from 'react-router-dom';
import { Box } from 'styled-system/jsx';

/** The fallback layout: a plain container (slanding, whose layout the spec does not show). */
export function PlainLayoutRoute() {
  return (
    <Box as="main" minHeight="screenH" display="grid" placeItems="center" p="6">
      <Outlet />
    </Box>
  );
}
