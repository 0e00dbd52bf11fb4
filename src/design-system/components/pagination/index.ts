export { Pagination, PAGE_WINDOW, type PaginationProps } from './Pagination';
