// The spec's page-query rule (section 5), for every paged list in the URL.
export { decidePage, lastPageFor, PAGE_PARAM, type PageDecision } from './page-param';
