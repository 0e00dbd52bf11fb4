export { BusyRegion, type BusyRegionProps } from './BusyRegion';
