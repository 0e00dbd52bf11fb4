import { Outlet } from 'react-router-dom';
import { Box } from 'styled-system/jsx';

/** Layout of the signed-in screens. */
export function MainLayoutRoute() {
  return (
    <Box as="main" id="main-content" p="8">
      <Outlet />
    </Box>
  );
}
