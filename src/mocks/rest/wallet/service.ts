import type { paths } from '@/services/generated/wallet';
import { SERVICE_BASE_PATHS } from '@/services/http/services';
import { serviceHttp } from '../http';

/** The wallet service's handlers, typed by its contract. */
export const http = serviceHttp<paths>(SERVICE_BASE_PATHS.wallet);
