export { Drawer, preloadDrawer, type DrawerProps } from './Drawer';
