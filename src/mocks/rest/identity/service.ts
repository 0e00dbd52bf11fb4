import type { paths } from '@/services/generated/identity';
import { SERVICE_BASE_PATHS } from '@/services/http/services';
import { serviceHttp } from '../http';

/** The identity service's handlers, typed by its contract. */
export const http = serviceHttp<paths>(SERVICE_BASE_PATHS.identity);
