// The spec's page-query rule (section 5), for every paged list in the URL.
export { decidePage, lastPageFor, type PageDecision } from './page-param';
